import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** The Queue routing page (in Vietnamese, the console's default language). */
export class QueueRoutingPage {
  readonly main: Locator;
  readonly overview: Locator;
  readonly openForm: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.overview = this.main.getByRole('table', { name: 'Các hàng đợi Switchboard biết' });
    this.openForm = this.main.getByRole('form', { name: 'Mở một hàng đợi' });
    this.dialog = page.getByRole('dialog');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/queue-routing${query}`);
    await expect(this.main.getByRole('heading', { level: 1 })).toHaveText('Định tuyến hàng đợi');
  }

  overviewRow(queueId: string): Locator {
    return this.overview
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: queueId, exact: true }) });
  }

  panel(queueId: string): Locator {
    return this.main.getByRole('region', { name: `Nhóm phục vụ ${queueId}` });
  }

  groupsTable(queueId: string): Locator {
    return this.panel(queueId).getByRole('table', { name: `Các nhóm phục vụ hàng đợi ${queueId}` });
  }

  groupRow(queueId: string, groupName: string): Locator {
    return this.groupsTable(queueId)
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: groupName, exact: true }) });
  }

  async openQueue(queueId: string): Promise<void> {
    await this.openForm.getByLabel('Mã hàng đợi').fill(queueId);
    await this.openForm.getByRole('button', { name: 'Mở hàng đợi' }).click();
  }

  async addGroup(queueId: string, groupName: string, primary: boolean): Promise<void> {
    await this.panel(queueId).getByRole('button', { name: 'Thêm nhóm' }).click();
    await this.dialog.getByRole('combobox', { name: /^Nhóm/ }).selectOption({ label: groupName });
    await this.dialog.getByLabel('Nhóm chính').setChecked(primary);
    await this.dialog.getByRole('button', { name: 'Thêm nhóm' }).click();
  }
}
