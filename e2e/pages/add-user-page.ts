import type { Locator, Page } from '@playwright/test';

/** Add a user to a call (in Vietnamese). */
export class AddUserPage {
  readonly main: Locator;
  readonly form: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.form = this.main.getByRole('form', { name: 'Thêm người vào cuộc gọi' });
  }

  async addInternalSpy(from: string, userId: string): Promise<void> {
    await this.form.getByLabel('Số gọi đi').fill(from);
    await this.form.getByRole('radiogroup', { name: 'Ai tham gia' }).getByText('Người dùng nội bộ').click();
    await this.form.getByLabel('Mã người dùng cần thêm').fill(userId);
    await this.submit();
  }

  async submit(): Promise<void> {
    await this.form.getByRole('button', { name: 'Thêm vào cuộc gọi' }).click();
  }
}
