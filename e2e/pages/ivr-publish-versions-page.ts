import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** A tree's versions page (in Vietnamese). */
export class IvrVersionsPage {
  readonly main: Locator;
  readonly table: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.table = this.main.getByRole('table', { name: 'Các phiên bản đã xuất bản' });
    this.dialog = page.getByRole('dialog');
  }

  async goto(treeId: string, treeName: string): Promise<void> {
    await this.page.goto(`/ivr/${encodeURIComponent(treeId)}/versions`);
    await expect(this.main.getByRole('heading', { level: 1 })).toHaveText(`Phiên bản của “${treeName}”`);
  }

  row(number: number): Locator {
    return this.table
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: new RegExp(`^Phiên bản ${number}\\b`) }) });
  }

  /** Restores a version into the draft; `loses` is what the dialog says the draft loses. */
  async restore(number: number, loses: string): Promise<void> {
    await this.main.getByRole('button', { name: `Khôi phục Phiên bản ${number}` }).click();
    await expect(this.dialog).toContainText(`Bản nháp sẽ chứa phiên bản ${number}`);
    await expect(this.dialog).toContainText(loses);
    await this.dialog.getByRole('button', { name: 'Khôi phục vào bản nháp' }).click();
  }
}
