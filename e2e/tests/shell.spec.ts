import { expect, test } from '../fixtures/test';
import { demoPassword } from '../fixtures/demo-users';
import { AppShell } from '../pages/app-shell';
import { LoginPage } from '../pages/login-page';

test.describe('signing in and out', () => {
  test('a team lead signs in, reads the console in Vietnamese, switches to English for good, and signs out', async ({
    page,
    loginPage,
    shell,
  }) => {
    await loginPage.goto();
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await loginPage.signIn('lead', demoPassword);

    await expect(shell.pageHeading()).toHaveText(/^Xin chào, /);
    await expect(shell.header).toContainText('Trưởng nhóm');
    await expect(shell.navigationLink('Tổng đài viên')).toBeVisible();
    await expect(shell.navigationLink('Danh sách chặn')).toBeVisible();

    await shell.chooseLanguage('English', 'vi');
    await expect(shell.navigationLink('Agents')).toBeVisible();
    await expect(shell.navigationLink('Blacklist')).toBeVisible();
    await expect(shell.navigationLink('Tổng đài viên')).toBeHidden();
    await expect(shell.pageHeading()).toHaveText(/^Hello, /);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.reload();
    await expect(shell.navigationLink('Agents')).toBeVisible();
    await expect(shell.header).toContainText('Team lead');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await shell.signOut('en');
    const englishLogin = new LoginPage(page, 'en');
    await expect(englishLogin.submit).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    // Signed out means signed out: the console's pages send the person back to sign in.
    await page.goto('/');
    await expect(page).toHaveURL(/\/login/);
    await expect(englishLogin.username).toBeVisible();
  });

  test('a wrong password is explained in words, and nothing else happens', async ({ page, loginPage }) => {
    await loginPage.goto();
    // On the embedded sandbox the page introduces the demo users.
    const demoUsers = page.getByLabel('Người dùng mẫu và vai trò');
    await expect(page.getByText('Người dùng mẫu', { exact: true })).toBeVisible();
    await expect(demoUsers).toContainText('supervisor');
    await loginPage.signIn('lead', `${demoPassword}-wrong`);

    await expect(loginPage.error).toContainText('Sai tên đăng nhập hoặc mật khẩu');
    await expect(page).toHaveURL(/\/login$/);
    await expect(loginPage.password).toBeVisible();
  });

  test('empty fields are pointed out before anything is sent', async ({ loginPage }) => {
    await loginPage.goto();
    await loginPage.submit.click();

    await expect(loginPage.username).toHaveAccessibleDescription('Hãy nhập tên đăng nhập.');
    await expect(loginPage.password).toHaveAccessibleDescription('Hãy nhập mật khẩu.');
  });

  test('a deep link opened while signed out leads through sign-in to the page asked for', async ({
    page,
    loginPage,
  }) => {
    await page.goto('/greeting-files');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fgreeting-files$/);

    await loginPage.signIn('lead', demoPassword);

    await expect(page).toHaveURL(/\/greeting-files$/);
    await expect(new AppShell(page).pageHeading()).toHaveText('Tệp lời chào');
  });
});

test.describe('signed in as a team lead', () => {
  test.use({ signedInAs: 'lead' });

  test('dark mode stays on across a reload', async ({ page, shell }) => {
    await page.goto('/');
    await expect(shell.pageHeading()).toBeVisible();

    await shell.chooseColorScheme('Tối', 'vi');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');

    await page.reload();
    await expect(shell.pageHeading()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(shell.header.getByRole('radio', { name: 'Tối' })).toBeChecked();
  });

  test('the sandbox badge explains itself on hover and on focus, and keeps the focus', async ({
    page,
    shell,
  }) => {
    await page.goto('/');
    const badge = shell.header.getByText('Sandbox', { exact: true });
    const hint = page.getByRole('tooltip', { name: /sandbox tích hợp/ });
    await expect(badge).toBeVisible();
    // The tooltip's code loads when it is first wanted: the first hover both fetches it and shows it.
    await badge.hover();
    await expect(hint).toBeVisible();
    await page.mouse.move(0, 400);
    await expect(hint).toBeHidden();

    // From the product's home link, Tab reaches the badge.
    await shell.header.getByRole('link').first().focus();
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused).toHaveText('Sandbox');
    await expect(hint).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(hint).toBeHidden();
    await expect(focused).toHaveText('Sandbox');
  });

  test('a toast leaves the language switch uncovered and usable', async ({ page, shell }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    const number = `09${String(Date.now() % 100_000_000).padStart(8, '0')}`;
    await page.goto('/blacklist');
    await page.getByRole('main').getByRole('button', { name: 'Chặn một số' }).click();
    await page.getByRole('dialog').getByLabel('Số điện thoại').fill(number);
    await page.getByRole('dialog').getByRole('button', { name: 'Chặn số', exact: true }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Đã chặn số' });
    await expect(toast).toBeVisible();

    const languageSwitch = shell.header.getByRole('radiogroup', { name: 'Ngôn ngữ' });
    const [switchBox, toastBox] = [await languageSwitch.boundingBox(), await toast.boundingBox()];
    if (!switchBox || !toastBox) throw new Error('the switch and the toast are both on screen');
    const overlaps =
      switchBox.x < toastBox.x + toastBox.width &&
      toastBox.x < switchBox.x + switchBox.width &&
      switchBox.y < toastBox.y + toastBox.height &&
      toastBox.y < switchBox.y + switchBox.height;
    expect(overlaps, `switch ${JSON.stringify(switchBox)}, toast ${JSON.stringify(toastBox)}`).toBe(false);

    // While the toast lasts, the switch takes a click (nothing lies over it).
    await shell.chooseLanguage('English', 'vi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(toast).toBeVisible();
  });

  test('an address that leads nowhere says so, with the navigation still at hand', async ({
    page,
    shell,
  }) => {
    await page.goto('/no-such-page');

    await expect(shell.pageHeading()).toHaveText('Không tìm thấy trang');
    await expect(shell.navigationLink('Tổng quan')).toBeVisible();
  });

  test('the navigation lists the areas a team lead works in, and only those', async ({ page, shell }) => {
    await page.goto('/');
    for (const area of [
      'Tổng quan',
      'Thiết kế IVR',
      'Tổng đài viên',
      'Nhóm tổng đài viên',
      'Định tuyến hàng đợi',
      'Danh sách chặn',
      'Tài khoản SIP',
      'Điện thoại SIP',
      'Tệp lời chào',
      'Danh bạ chiến dịch',
    ]) {
      await expect(shell.navigationLink(area)).toBeVisible();
    }
    for (const area of [
      'Nhật ký cuộc gọi',
      'Trò chuyện',
      'Gỡ lỗi cuộc gọi',
      'Người dùng',
      'Nhật ký thao tác',
    ]) {
      await expect(shell.navigationLink(area)).toBeHidden();
    }
  });
});

test.describe('a team lead on a phone', () => {
  test.use({ signedInAs: 'lead', viewport: { width: 390, height: 844 } });

  test('the menu button opens the navigation over the page, a link closes it, and closed it takes no tab stop', async ({
    page,
    shell,
  }) => {
    await page.goto('/');
    await expect(shell.pageHeading()).toHaveText('Xin chào, Trần Đức Long');
    const openButton = shell.header.getByRole('button', { name: 'Mở menu điều hướng' });
    await expect(openButton).toHaveAttribute('aria-expanded', 'false');
    await expect(shell.navigationLink('Tổng đài viên')).toBeHidden();
    // Tabbing on from the menu button never lands on a link of the closed navigation.
    await openButton.focus();
    for (let stop = 0; stop < 6; stop++) {
      await page.keyboard.press('Tab');
      await expect(shell.navigation.locator(':focus')).toHaveCount(0);
    }

    await openButton.click();
    const closeButton = shell.header.getByRole('button', { name: 'Đóng menu điều hướng' });
    await expect(closeButton).toHaveAttribute('aria-expanded', 'true');
    // The header has no room for the switches on a phone: they are in the open navigation.
    await expect(shell.navigation.getByRole('radiogroup', { name: 'Ngôn ngữ' })).toBeVisible();
    await shell.openArea('Tổng đài viên');

    await expect(shell.pageHeading()).toHaveText('Tổng đài viên');
    await expect(shell.navigationLink('Tổng đài viên')).toBeHidden();
    await expect(openButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('the closed navigation is drawn on its first opening, and beside the page once the screen is wide', async ({
    page,
    shell,
  }) => {
    // Closed on a phone it is out of sight: drawing its links with the page's first render only delayed
    // the page (shell-navbar.tsx). Its links and the header's switches come when they can be seen.
    const links = page.locator('#main-navigation a');
    await page.goto('/');
    await expect(shell.pageHeading()).toHaveText('Xin chào, Trần Đức Long');
    await expect(links).toHaveCount(0);
    await expect(shell.header.getByRole('radiogroup', { name: 'Ngôn ngữ' })).toHaveCount(0);

    await shell.header.getByRole('button', { name: 'Mở menu điều hướng' }).click();
    await expect(shell.navigationLink('Tổng đài viên')).toBeVisible();
    await shell.header.getByRole('button', { name: 'Đóng menu điều hướng' }).click();
    await expect(shell.navigationLink('Tổng đài viên')).toBeHidden();
    // Kept once drawn: closing slides the links away rather than emptying the panel.
    expect(await links.count()).toBeGreaterThan(5);

    await page.reload();
    await expect(shell.pageHeading()).toHaveText('Xin chào, Trần Đức Long');
    await expect(links).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(shell.navigationLink('Tổng đài viên')).toBeVisible();
    await expect(shell.header.getByRole('radiogroup', { name: 'Ngôn ngữ' })).toBeVisible();
  });
});
