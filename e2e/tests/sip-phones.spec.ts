import { clearSandboxFaults, injectSandboxFault } from '../fixtures/sandbox-faults';
import { expect, test } from '../fixtures/test';
import { SipPage } from '../pages/sip-page';

test.describe('a team lead manages SIP phones', () => {
  test.use({ signedInAs: 'lead' });
  test.afterEach(() => clearSandboxFaults());

  test('creates a phone, reads how to register it, sets its extension and deletes it', async ({
    page,
    shell,
  }) => {
    test.slow();
    const stamp = Date.now();
    const name = `e2e${stamp.toString(36)}`;
    const extension = String(10_000_000 + (stamp % 80_000_000));
    const phones = new SipPage(page, 'Điện thoại SIP');

    await page.goto('/');
    await shell.openArea('Điện thoại SIP');
    await expect(shell.pageHeading()).toHaveText('Điện thoại SIP');
    await expect(phones.registrationCard).toContainText('Cổng: 15060');
    await expect(phones.registrationCard).toContainText('Tên miền SIP:');

    await phones.openCreate('Tạo điện thoại SIP');
    await phones.dialog.getByLabel('Tên đăng nhập').fill('ab');
    await phones.submit('Tạo điện thoại');
    await expect(phones.dialog.getByLabel('Tên đăng nhập')).toHaveAccessibleDescription(/Dùng 3 đến 32/);
    await phones.dialog.getByLabel('Tên đăng nhập').fill(name);
    const password = await phones.passwordInForm();
    await phones.submit('Tạo điện thoại');
    const fullName = new RegExp(`^\\d+_${name}$`);
    await phones.expectPasswordShownOnce(new RegExp(`Mật khẩu của \\d+_${name}`), password);
    const row = phones.table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: fullName }) });
    await expect(row).toHaveCount(1);
    const full = await row.getByRole('rowheader').innerText();

    await phones.openEdit(full);
    await expect(phones.dialog).toContainText(`Tên đăng nhập SIP đầy đủ: ${full}`);
    await phones.dialog.getByLabel('Số máy lẻ').fill(extension);
    // The service asks for the password on every change: a new one is generated and shown once.
    const newPassword = await phones.passwordInForm();
    expect(newPassword).not.toBe(password);
    await phones.submit('Lưu');
    await phones.expectPasswordShownOnce(full, newPassword);
    await expect(phones.row(full)).toContainText(extension);

    await phones.openDelete(full);
    await phones.confirmDelete();
    await expect(phones.row(full)).toHaveCount(0);
  });

  test('a service failure on save is told and the form stays open', async ({ page }) => {
    const phones = new SipPage(page, 'Điện thoại SIP');
    await page.goto('/sip-phones');
    const full = await phones.table.getByRole('rowheader').first().innerText();
    await injectSandboxFault({ forcedStatus: 500, methods: ['PUT'], pathContains: '/v1/sipphone' });
    await phones.openEdit(full);
    await phones.submit('Lưu');
    await expect(phones.notification('Không lưu được điện thoại SIP')).toContainText(
      'Máy chủ gặp sự cố (503)',
    );
    await expect(phones.dialog.getByLabel('Số máy lẻ')).toBeVisible();
  });

  test('a name typed with the project prefix keeps one prefix', async ({ page }) => {
    const phones = new SipPage(page, 'Điện thoại SIP');
    await page.goto('/sip-phones');
    const listed = await phones.table.getByRole('rowheader').first().innerText();
    const project = /^(\d+)_/.exec(listed)?.[1];
    expect(project, `a listed phone names the project: ${listed}`).toBeTruthy();
    const name = `letan${Date.now().toString(36)}`;

    await phones.openCreate('Tạo điện thoại SIP');
    await phones.dialog.getByLabel('Tên đăng nhập').fill(`${project}_${name}`);
    const password = await phones.passwordInForm();
    await phones.submit('Tạo điện thoại');
    await phones.expectPasswordShownOnce(`${project}_${name}`, password);
    await expect(phones.row(`${project}_${name}`)).toHaveCount(1);
    await expect(phones.row(`${project}_${project}_${name}`)).toHaveCount(0);
  });
});
