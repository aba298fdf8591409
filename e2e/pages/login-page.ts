import type { Locator, Page } from '@playwright/test';
import { uiText } from './ui-language';
import type { UiLanguage } from './ui-language';

/** The sign-in page, in whichever language it is showing. */
export class LoginPage {
  readonly username: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  /** The form-level message, e.g. after wrong credentials. */
  readonly error: Locator;

  constructor(
    readonly page: Page,
    language: UiLanguage = 'vi',
  ) {
    const text = uiText[language];
    const main = page.getByRole('main');
    this.username = main.getByLabel(text.username);
    this.password = main.getByLabel(text.password, { exact: true });
    this.submit = main.getByRole('button', { name: text.signIn });
    this.error = main.getByRole('alert');
  }

  async goto(): Promise<void> {
    await this.page.goto('/login');
  }

  async signIn(username: string, password: string): Promise<void> {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.submit.click();
  }
}
