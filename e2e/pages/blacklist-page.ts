import type { Locator, Page } from '@playwright/test';
import { ResourceTablePage } from './resource-table';

/** The Blacklist page: the shared table plus the "block many numbers" dialog and its preview. */
export class BlacklistPage extends ResourceTablePage {
  constructor(page: Page) {
    super(page, 'Số bị chặn');
  }

  preview(): Locator {
    return this.dialog.getByRole('table', { name: /Xem trước/ });
  }

  previewRow(raw: string): Locator {
    return this.preview()
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: raw, exact: true }) });
  }
}
