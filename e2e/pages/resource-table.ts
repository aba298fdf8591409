import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/**
 * Any list page built on the shared resource table (in Vietnamese, the console's default language):
 * the table named by its caption, the row actions named after the row, the form dialog, the confirmation
 * and the notifications.
 */
export class ResourceTablePage {
  readonly main: Locator;
  readonly table: Locator;
  readonly dialog: Locator;
  readonly search: Locator;
  readonly pageSize: Locator;

  constructor(
    readonly page: Page,
    caption: string,
  ) {
    this.main = page.getByRole('main');
    this.table = this.main.getByRole('table', { name: caption });
    this.dialog = page.getByRole('dialog');
    // Lists the BFF searches whole say "Tìm kiếm"; the few still searched on screen, "Tìm trong trang này".
    this.search = this.main.getByLabel(/^(Tìm kiếm|Tìm trong trang này)$/);
    this.pageSize = this.main.getByLabel('Số dòng mỗi trang');
  }

  /** The row whose row header (naming column) is exactly this text. */
  row(name: string): Locator {
    return this.table
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name, exact: true }) });
  }

  columnHeader(name: string): Locator {
    return this.table.getByRole('columnheader', { name });
  }

  notification(text: string | RegExp): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  async openCreate(buttonName: string): Promise<void> {
    await this.main.getByRole('button', { name: buttonName, exact: true }).click();
    await expect(this.dialog).toBeVisible();
  }

  async openEdit(name: string): Promise<void> {
    await this.main.getByRole('button', { name: `Sửa ${name}`, exact: true }).click();
    await expect(this.dialog).toBeVisible();
  }

  /** Opens the confirmation of a delete and checks it names what will go. */
  async openDelete(name: string): Promise<void> {
    await this.main.getByRole('button', { name: `Xoá ${name}`, exact: true }).click();
    await expect(this.dialog).toContainText(name);
  }

  async confirmDelete(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Xoá', exact: true }).click();
  }

  async submit(buttonName: string): Promise<void> {
    await this.dialog.getByRole('button', { name: buttonName, exact: true }).click();
  }

  async sortBy(column: string): Promise<void> {
    await this.columnHeader(column).getByRole('button').click();
  }

  /** The text of every row header, top to bottom, once the table no longer says it is loading. */
  async rowNames(): Promise<string[]> {
    await expect(this.table).toHaveAttribute('aria-busy', 'false');
    return this.table.getByRole('rowheader').allInnerTexts();
  }
}
