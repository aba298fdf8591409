import { expect } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { demoPassword } from '../fixtures/demo-users';
import type { DemoUser } from '../fixtures/demo-users';
import { LoginPage } from './login-page';

/**
 * A second person at their own browser (a separate context: own cookies, own session), signed in
 * through the sign-in page. Close its context when done.
 */
export async function signInAnotherUser(browser: Browser, baseURL: string, user: DemoUser): Promise<Page> {
  // Signed out to begin with: the test's own storage state would otherwise carry over.
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(user, demoPassword);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}
