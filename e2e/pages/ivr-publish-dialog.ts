import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** The publish dialog, opened from the editor's header (in Vietnamese). */
export class IvrPublishDialog {
  readonly dialog: Locator;
  readonly changes: Locator;
  readonly errors: Locator;
  readonly warnings: Locator;
  readonly progress: Locator;
  readonly journal: Locator;
  readonly publishButton: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Xuất bản bản nháp' });
    this.changes = this.dialog.getByRole('list', { name: 'Thay đổi sẽ được xuất bản' });
    this.errors = this.dialog.getByRole('list', { name: 'Lỗi chặn xuất bản' });
    this.warnings = this.dialog.getByRole('list', { name: 'Cảnh báo' });
    this.progress = this.dialog.getByRole('progressbar', { name: 'Tiến độ xuất bản' });
    this.journal = this.dialog.getByRole('table', { name: 'Nhật ký xuất bản' });
    this.publishButton = this.dialog.getByRole('button', { name: 'Xuất bản ngay' });
  }

  /** Opens the tree in the editor and its publish dialog. */
  async open(treeId: string): Promise<void> {
    await this.page.goto(`/ivr/${encodeURIComponent(treeId)}`);
    await this.page.getByRole('main').getByRole('button', { name: 'Xuất bản', exact: true }).click();
    await expect(this.dialog).toBeVisible();
  }

  async publish(note: string): Promise<void> {
    await this.dialog.getByLabel('Ghi chú cho phiên bản').fill(note);
    await this.publishButton.click();
  }

  async expectPublished(version: number): Promise<void> {
    await expect(this.dialog).toContainText(`Đã xuất bản. Phiên bản ${version} đang chạy.`, {
      timeout: 20_000,
    });
  }

  async close(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Đóng' }).first().click();
    await expect(this.dialog).toBeHidden();
  }
}
