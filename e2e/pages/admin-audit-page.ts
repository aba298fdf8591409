import type { Locator, Page } from '@playwright/test';

/** The audit log page (in Vietnamese): filters over a table of entries. */
export class AdminAuditPage {
  readonly main: Locator;
  readonly filters: Locator;
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.filters = this.main.getByRole('form', { name: 'Lọc nhật ký thao tác' });
    this.table = this.main.getByRole('table');
  }

  async filterByAction(action: string): Promise<void> {
    await this.filters.getByLabel('Thao tác').fill(action);
    await this.filters.getByRole('button', { name: 'Áp dụng bộ lọc' }).click();
  }

  async filterByUser(username: string): Promise<void> {
    await this.filters.getByLabel('Người dùng').fill(username);
    await this.filters.getByRole('button', { name: 'Áp dụng bộ lọc' }).click();
  }

  /** Narrows to one target (part of its id or name) and one result ('' for any), keeping the other filters. */
  async filterByTargetAndResult(target: string, result: string): Promise<void> {
    await this.filters.getByLabel('Đối tượng').fill(target);
    await this.filters.getByLabel('Kết quả').selectOption({ label: result });
    await this.filters.getByRole('button', { name: 'Áp dụng bộ lọc' }).click();
  }

  rows(): Locator {
    return this.table.getByRole('row');
  }
}
