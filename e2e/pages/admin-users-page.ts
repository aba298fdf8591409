import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

export type NewUserDetails = { username: string; displayName: string; roleName: string; password: string };

/** The Users page (in Vietnamese, the console's default language). */
export class AdminUsersPage {
  readonly main: Locator;
  readonly table: Locator;
  readonly createButton: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.table = this.main.getByRole('table', { name: 'Người dùng Switchboard' });
    this.createButton = this.main.getByRole('button', { name: 'Tạo người dùng' });
    this.dialog = page.getByRole('dialog');
  }

  row(username: string): Locator {
    return this.table
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: username, exact: true }) });
  }

  async fillNewUser(user: NewUserDetails): Promise<void> {
    await this.createButton.click();
    await expect(this.dialog.getByRole('heading', { name: 'Tạo người dùng' })).toBeVisible();
    await this.dialog.getByLabel('Tên đăng nhập').fill(user.username);
    await this.dialog.getByLabel('Họ tên').fill(user.displayName);
    await this.dialog.getByLabel('Vai trò').selectOption({ label: user.roleName });
    await this.dialog.getByLabel('Mật khẩu').fill(user.password);
  }

  async submitNewUser(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Tạo người dùng' }).click();
  }

  async chooseRowAction(username: string, action: string): Promise<void> {
    await this.main.getByRole('button', { name: `Thao tác cho ${username}` }).click();
    await this.page.getByRole('menuitem', { name: action }).click();
  }

  async disable(username: string): Promise<void> {
    await this.chooseRowAction(username, 'Vô hiệu hoá');
    await expect(this.dialog).toContainText('bị đăng xuất ngay');
    await this.dialog.getByRole('button', { name: 'Vô hiệu hoá' }).click();
    await expect(this.dialog).toBeHidden();
  }
}
