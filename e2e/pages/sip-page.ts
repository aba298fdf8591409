import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { ResourceTablePage } from './resource-table';

/** The SIP accounts or SIP phones page: the shared table plus the password shown once after saving. */
export class SipPage extends ResourceTablePage {
  readonly filters: Locator;
  readonly registrationCard: Locator;

  constructor(page: Page, caption: 'Tài khoản SIP' | 'Điện thoại SIP') {
    super(page, caption);
    this.filters = page.getByRole('form', { name: 'Lọc tài khoản SIP' });
    this.registrationCard = page.getByRole('region', { name: 'Cách đăng ký điện thoại này' });
  }

  passwordField(): Locator {
    return this.dialog.getByRole('textbox', { name: 'Mật khẩu' });
  }

  /** Reads the password the form was filled with (generated unless typed). */
  async passwordInForm(): Promise<string> {
    return this.passwordField().inputValue();
  }

  /** Checks the once-shown password dialog for this username shows this password, then closes it. */
  async expectPasswordShownOnce(username: string | RegExp, password: string): Promise<void> {
    const once = this.page.getByRole('dialog', {
      name: typeof username === 'string' ? `Mật khẩu của ${username}` : username,
    });
    await expect(once).toContainText('lần duy nhất');
    await expect(once).toContainText(password);
    await expect(once.getByRole('button', { name: 'Sao chép mật khẩu' })).toBeVisible();
    await once.getByRole('button', { name: 'Xong' }).click();
    await expect(once).toBeHidden();
  }
}
