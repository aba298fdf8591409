import type { Locator, Page } from '@playwright/test';

/** The call log (in Vietnamese): filters over a virtualized table of calls. */
export class CallLogPage {
  readonly main: Locator;
  readonly filters: Locator;
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.filters = this.main.getByRole('form', { name: 'Lọc nhật ký cuộc gọi' });
    this.table = this.main.getByRole('table', { name: 'Danh sách cuộc gọi' });
  }

  async open(query = ''): Promise<void> {
    await this.page.goto(`/call-log${query}`);
  }

  /** Rows of calls (the header row left out). */
  callRows(): Locator {
    return this.table.getByRole('rowgroup').getByRole('row');
  }

  async filterByToNumber(number: string): Promise<void> {
    await this.filters.getByLabel('Số gọi đến').fill(number);
    await this.applyFilters();
  }

  async applyFilters(): Promise<void> {
    await this.filters.getByRole('button', { name: 'Áp dụng bộ lọc' }).click();
  }

  async sortOldestFirst(): Promise<void> {
    await this.filters.getByRole('combobox', { name: 'Thứ tự' }).selectOption({ label: 'Cũ nhất trước' });
  }

  /** The notice of the user's newest CSV export: its progress, then its file. */
  exportPanel(): Locator {
    return this.main.getByRole('region', { name: 'Xuất CSV' });
  }

  async startExport(): Promise<void> {
    await this.main.getByRole('button', { name: 'Xuất CSV' }).click();
  }

  total(): Locator {
    return this.main.getByRole('status').filter({ hasText: 'cuộc gọi' }).first();
  }

  async scrollToEnd(): Promise<void> {
    await this.table.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  }

  /** The highest row number in the page (rows are numbered for assistive tech, header = 1). */
  async lastRowIndex(): Promise<number> {
    const indexes = await this.callRows().evaluateAll((rows) =>
      rows.map((row) => Number(row.getAttribute('aria-rowindex'))),
    );
    return Math.max(0, ...indexes);
  }
}
