import { clearSandboxFaults, injectSandboxFault } from '../fixtures/sandbox-faults';
import { expect, test } from '../fixtures/test';
import { signInAnotherUser } from '../pages/another-user';
import { CallLogPage } from '../pages/call-log-page';

test.describe('one person exporting the call log from two tabs', () => {
  test.use({ signedInAs: 'support' });
  test.afterEach(() => clearSandboxFaults());

  test('the second tab is told an export is under way and shows that one, and only one runs', async ({
    page,
    browser,
    baseURL,
  }) => {
    const first = new CallLogPage(page);
    const secondPage = await signInAnotherUser(browser, baseURL ?? '', 'support');
    try {
      const second = new CallLogPage(secondPage);
      await first.open();
      await second.open();
      await expect(second.total()).toBeVisible();
      // A slow service keeps the first export running while the second tab, loaded before it started, asks.
      await injectSandboxFault({ latencyMs: 4000, pathContains: '/call/log' });
      await first.startExport();
      await expect(first.exportPanel().getByText('Đang xuất CSV trong nền')).toBeVisible();

      await second.startExport();
      await expect(
        second.main.getByRole('status').filter({ hasText: 'Bạn đang có một lần xuất CSV chạy' }),
      ).toBeVisible();
      await expect(second.main.getByRole('alert')).toHaveCount(0);
      await expect(second.exportPanel().getByText('Đang xuất CSV trong nền')).toBeVisible();
      await expect(second.main.getByRole('button', { name: 'Xuất CSV' })).toBeDisabled();

      const listed = await page.request.get('/api/call-log-exports');
      const { items } = (await listed.json()) as { items: { status: string }[] };
      expect(items.filter((item) => item.status === 'queued' || item.status === 'running')).toHaveLength(1);

      // Stopped from the first tab, so that the next test of this person starts with none under way.
      await first.exportPanel().getByRole('button', { name: 'Dừng xuất' }).click();
      await expect(first.exportPanel().getByText('Đã dừng xuất CSV.')).toBeVisible();
    } finally {
      await clearSandboxFaults();
      await secondPage.context().close();
    }
  });
});
