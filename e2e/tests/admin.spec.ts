import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures/test';
import { AdminAuditPage } from '../pages/admin-audit-page';
import { AdminUsersPage } from '../pages/admin-users-page';
import { AppShell } from '../pages/app-shell';
import { LoginPage } from '../pages/login-page';

test.describe('an administrator manages users', () => {
  test.use({ signedInAs: 'admin' });

  test('their own row offers a password reset but no role change or disable, and says why', async ({
    page,
  }) => {
    const users = new AdminUsersPage(page);
    await page.goto('/users');
    await users.main.getByRole('button', { name: 'Thao tác cho admin' }).click();
    await expect(page.getByRole('menu')).toContainText('Đây là bạn');
    await expect(page.getByRole('menuitem', { name: 'Đặt lại mật khẩu' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Đổi vai trò' })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: 'Vô hiệu hoá' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    // Another user's row still offers them.
    await users.main.getByRole('button', { name: 'Thao tác cho lead' }).click();
    await expect(page.getByRole('menuitem', { name: 'Đổi vai trò' })).toBeVisible();
  });

  test('creates a support user, who sees only their areas, then disables them and finds it in the audit log', async ({
    page,
    shell,
    browser,
    baseURL,
  }) => {
    // Two sign-ins and two password hashes on a shared machine.
    test.slow();
    const username = `lan.${Date.now().toString(36)}`;
    const password = 'lan-e2e-password-2026';
    const users = new AdminUsersPage(page);

    await page.goto('/');
    await shell.openArea('Người dùng');
    await expect(shell.pageHeading()).toHaveText('Người dùng');
    await expect(users.row('admin')).toContainText('Quản trị viên');

    // A password that is too short is pointed out beside its field, before anything is sent.
    await users.fillNewUser({
      username,
      displayName: 'Phạm Ngọc Lan',
      roleName: 'Hỗ trợ',
      password: 'short',
    });
    await users.submitNewUser();
    await expect(users.dialog.getByLabel('Mật khẩu')).toHaveAccessibleDescription(/Dùng ít nhất 12 ký tự/);

    await users.dialog.getByLabel('Mật khẩu').fill(password);
    await users.submitNewUser();
    await expect(users.dialog).toBeHidden();
    await expect(users.row(username)).toContainText('Phạm Ngọc Lan');
    await expect(users.row(username)).toContainText('Hỗ trợ');
    await expect(users.row(username)).toContainText('Đang hoạt động');

    // The new person signs in elsewhere and sees only what support staff use.
    // New contexts inherit the test's options, the admin's session included: start this one signed out.
    const theirContext = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const theirPage = await theirContext.newPage();
    const theirLogin = new LoginPage(theirPage);
    await theirLogin.goto();
    await theirLogin.signIn(username, password);
    const theirShell = new AppShell(theirPage);
    await expect(theirShell.pageHeading()).toHaveText('Xin chào, Phạm Ngọc Lan');
    await expect(theirShell.navigationLink('Nhật ký cuộc gọi')).toBeVisible();
    await expect(theirShell.navigationLink('Người dùng')).toBeHidden();
    await expect(theirShell.navigationLink('Tổng đài viên')).toBeHidden();
    await expect(theirShell.navigationLink('Thiết kế IVR')).toBeHidden();

    await users.disable(username);
    await expect(users.row(username)).toContainText('Đã vô hiệu hoá');

    // Disabling ended their session: their next step leads to the sign-in page.
    await theirPage.reload();
    await expect(theirPage).toHaveURL(/\/login/);
    await theirContext.close();

    await shell.openArea('Nhật ký thao tác');
    const audit = new AdminAuditPage(page);
    await expect(shell.pageHeading()).toHaveText('Nhật ký thao tác');
    await audit.filterByAction('user.disable');
    await expect(page).toHaveURL(/action=user\.disable/);
    // The entry reads as what happened: who, the user by name, and the field before → after.
    const disabled = audit.rows().filter({ hasText: 'user.disable' }).first();
    await expect(disabled).toContainText(username);
    await expect(disabled).toContainText('disabled: false → true');
    await expect(audit.rows().filter({ hasText: 'user.create' })).toHaveCount(0);
    await disabled.getByRole('button', { name: 'Chi tiết' }).click();
    await expect(page.getByRole('dialog', { name: 'Mục nhật ký kiểm tra' })).toContainText(username);
    await page.keyboard.press('Escape');

    await audit.filterByAction('user');
    await expect(audit.rows().filter({ hasText: 'user.create' }).first()).toContainText('Thành công');

    // The filters live in the address: a reload shows the same entries.
    await page.reload();
    await expect(audit.filters.getByLabel('Thao tác')).toHaveValue('user');
    await expect(audit.rows().filter({ hasText: 'user.create' }).first()).toBeVisible();

    // Narrowed to this user as the target: their creation and disabling, both done; no failure.
    await audit.filterByTargetAndResult(username, 'Thành công');
    await expect(page).toHaveURL(/result=ok/);
    const entries = audit.rows().filter({ hasText: username });
    await expect(entries.filter({ hasText: 'user.create' })).toHaveCount(1);
    await expect(entries.filter({ hasText: 'user.disable' })).toHaveCount(1);
    await expect(audit.rows().filter({ hasNotText: username })).toHaveCount(1);
    // The export holds what the filters keep.
    const downloading = page.waitForEvent('download');
    await audit.main.getByRole('link', { name: 'Xuất CSV (theo bộ lọc)' }).click();
    const csv = await readFile(await (await downloading).path(), 'utf8');
    expect(csv.split('\r\n').filter((line) => line.includes(username))).toHaveLength(2);
    expect(csv).not.toContain('session.login');
    await audit.filterByTargetAndResult(username, 'Thất bại');
    await expect(audit.main.getByText('Không có mục nào khớp với bộ lọc.')).toBeVisible();
  });
});

test.describe('support staff', () => {
  test.use({ signedInAs: 'support' });

  test('do not see the Users area, and a direct visit says it is not allowed for their role', async ({
    page,
    shell,
  }) => {
    await page.goto('/');
    await expect(shell.navigationLink('Nhật ký cuộc gọi')).toBeVisible();
    await expect(shell.navigationLink('Người dùng')).toBeHidden();
    await expect(shell.navigationLink('Nhật ký thao tác')).toBeHidden();

    await page.goto('/users');
    await expect(shell.pageHeading()).toHaveText('Vai trò của bạn không được phép');
    await expect(shell.main).toContainText('Trang Người dùng không dành cho vai trò Hỗ trợ');
    await expect(shell.navigationLink('Tổng quan')).toBeVisible();
  });
});
