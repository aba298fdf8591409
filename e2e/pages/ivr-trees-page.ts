import { expect } from '@playwright/test';
import type { Download, Locator, Page } from '@playwright/test';

/** The IVR designer's tree list (in Vietnamese, the console's default language). */
export class IvrTreesPage {
  readonly main: Locator;
  readonly table: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.table = this.main.getByRole('table', { name: 'Cây IVR' });
    this.dialog = page.getByRole('dialog');
  }

  async goto(): Promise<void> {
    await this.page.goto('/ivr');
    await expect(this.main.getByRole('heading', { level: 1, name: 'Thiết kế IVR' })).toBeVisible();
  }

  row(name: string): Locator {
    return this.table
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name, exact: true }) });
  }

  /** A cell of a tree's row, by its column header's position. */
  cell(name: string, column: 'root' | 'nodes' | 'published' | 'editing'): Locator {
    const index = { root: 1, nodes: 2, published: 3, editing: 4 }[column];
    return this.row(name)
      .getByRole('cell')
      .nth(index - 1);
  }

  async create(name: string): Promise<void> {
    await this.main.getByRole('button', { name: 'Tạo cây IVR' }).click();
    await this.dialog.getByLabel('Tên cây').fill(name);
    await this.dialog.getByRole('button', { name: 'Tạo cây' }).click();
    await expect(this.dialog).toBeHidden();
    await expect(this.row(name)).toBeVisible();
  }

  async chooseRowAction(name: string, action: string): Promise<void> {
    await this.main.getByRole('button', { name: `Thao tác cho ${name}`, exact: true }).click();
    await this.page.getByRole('menuitem', { name: action }).click();
  }

  async rename(from: string, to: string): Promise<void> {
    await this.chooseRowAction(from, 'Đổi tên');
    await this.dialog.getByLabel('Tên cây').fill(to);
    await this.dialog.getByRole('button', { name: 'Lưu tên' }).click();
    await expect(this.dialog).toBeHidden();
  }

  async duplicate(from: string, to: string): Promise<void> {
    await this.chooseRowAction(from, 'Nhân bản');
    await this.dialog.getByLabel('Tên cây').fill(to);
    await this.dialog.getByRole('button', { name: 'Tạo bản sao' }).click();
    await expect(this.dialog).toBeHidden();
  }

  async exportTree(name: string): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.chooseRowAction(name, 'Xuất ra tệp JSON');
    return download;
  }

  /** Opens the delete confirmation and leaves it open, so a test can read what it says will be lost. */
  async startDelete(name: string): Promise<void> {
    await this.chooseRowAction(name, 'Xoá');
    await expect(this.dialog.getByRole('heading', { name: `Xoá cây “${name}”?` })).toBeVisible();
  }

  async confirmDelete(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Xoá vĩnh viễn' }).click();
    await expect(this.dialog).toBeHidden();
  }

  /** Imports a file through the file picker, as a person would; the dialog stays open on its report. */
  async importFile(path: string, name: string): Promise<void> {
    await this.main.getByRole('button', { name: 'Nhập từ tệp' }).click();
    const chooser = this.page.waitForEvent('filechooser');
    await this.dialog.getByRole('button', { name: /Tệp JSON đã xuất/ }).click();
    await (await chooser).setFiles(path);
    await this.dialog.getByLabel('Tên cây').fill(name);
    await this.dialog.getByRole('button', { name: 'Nhập', exact: true }).click();
  }
}
