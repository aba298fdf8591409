import { chromiumLaunchOptions } from '../fixtures/chromium';
import { expect, test } from '../fixtures/test';
import { CallLogPage } from '../pages/call-log-page';

/**
 * The window's scrollbar has its place from the first paint (app-shell-layout.module.css): a page drawn
 * before its rows, which then grows past the window, must not narrow and move what is aligned to the right.
 * Chromium hides scrollbars in tests unless told not to; here they are drawn as a person sees them.
 */
test.use({
  signedInAs: 'admin',
  viewport: { width: 1350, height: 940 },
  launchOptions: { ...chromiumLaunchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] },
});

test('the call log’s actions stay where they were drawn when its rows arrive', async ({ page }) => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/api/calls' && !url.searchParams.has('cursor'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  const callLog = new CallLogPage(page);
  await callLog.open();
  const copyLink = page.getByRole('main').getByRole('button', { name: 'Sao chép liên kết' });
  await expect(copyLink).toBeVisible();
  const before = await copyLink.boundingBox();
  const pageGrew = () => page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight);
  expect(await pageGrew(), 'the page fits the window before its rows').toBe(false);
  release();
  await expect(callLog.callRows().first()).toBeVisible();
  expect(await pageGrew(), 'the rows made the page taller than the window').toBe(true);
  const scrollbar = await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth);
  expect(scrollbar, 'the window draws a scrollbar').toBeGreaterThan(0);
  expect(await copyLink.boundingBox()).toEqual(before);
});
