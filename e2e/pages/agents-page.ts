import type { Locator, Page } from '@playwright/test';
import { ResourceTablePage } from './resource-table';

export type AgentDetails = { name: string; userId: string; routing?: string; phone?: string };

/** The Agents page: the shared table plus the agent form and the bulk status bar. */
export class AgentsPage extends ResourceTablePage {
  readonly bulkBar: Locator;

  constructor(page: Page) {
    super(page, 'Tổng đài viên');
    this.bulkBar = page.getByRole('region', { name: 'Đổi trạng thái các tổng đài viên đã chọn' });
  }

  async fillAgent({ name, userId, routing, phone }: AgentDetails): Promise<void> {
    await this.dialog.getByLabel('Họ tên').fill(name);
    await this.dialog.getByLabel('Mã người dùng').fill(userId);
    if (routing) await this.dialog.getByLabel('Nhận cuộc gọi qua').selectOption({ label: routing });
    if (phone !== undefined) await this.dialog.getByLabel('Số điện thoại').fill(phone);
  }

  async select(name: string): Promise<void> {
    await this.table.getByRole('checkbox', { name: `Chọn ${name}`, exact: true }).check();
  }
}
