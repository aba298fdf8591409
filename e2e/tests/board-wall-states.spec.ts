import { demoPassword } from '../fixtures/demo-users';
import { expect, test } from '../fixtures/test';
import { AppShell } from '../pages/app-shell';
import { LoginPage } from '../pages/login-page';

const WALL_HEADING = /^Bảng trực tiếp · hôm nay theo UTC\+07:00$/;

test.describe('the wall screen is never silently out of date', () => {
  test.use({ signedInAs: 'lead' });

  test('figures older than 15 s are called stale in big letters, with their age', async ({ page }) => {
    // The browser's clock is moved 20 s on: until the next snapshot, the figures read as 20 s old.
    await page.clock.install();
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto('/board/wall');
    await expect(page.getByRole('heading', { level: 1, name: WALL_HEADING })).toBeVisible();
    await expect(page.getByTestId('board-figure').first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);

    // Each snapshot that arrives sets the page's estimate of the server's clock again (the wall's own clock
    // may be off), which makes the figures fresh: the clock is moved on again until the banner is read.
    const banner = page
      .getByRole('alert')
      .filter({ hasText: 'Dữ liệu đã cũ' })
      .filter({ hasText: /Số liệu cuối cùng từ .+ trước/ });
    await expect(async () => {
      await page.clock.fastForward('00:20');
      const size = await banner
        .getByText('Dữ liệu đã cũ')
        .evaluate((node) => parseFloat(getComputedStyle(node).fontSize), undefined, { timeout: 1_000 });
      expect(size).toBeGreaterThanOrEqual(28);
    }).toPass({ timeout: 20_000 });
  });
});

test('signing out in another tab turns the wall into a signed-out card, with no figures left', async ({
  page,
  context,
}) => {
  // Its own session, signed in through the page: signing out ends it for good.
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('lead', demoPassword);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/board/wall');
  await expect(page.getByRole('heading', { level: 1, name: WALL_HEADING })).toBeVisible();
  await expect(page.getByTestId('board-figure').first()).toBeVisible();

  const console = await context.newPage();
  await console.goto('/');
  await new AppShell(console).signOut('vi');
  await expect(console).toHaveURL(/\/login$/);

  const card = page.getByRole('alert').filter({ hasText: 'Đã đăng xuất' });
  await expect(card).toBeVisible({ timeout: 5_000 });
  await expect(card).toContainText('Phiên làm việc đã kết thúc');
  await expect(card.getByRole('link', { name: 'Đăng nhập lại' })).toBeVisible();
  await expect(page.getByTestId('board-figure')).toHaveCount(0);
});
