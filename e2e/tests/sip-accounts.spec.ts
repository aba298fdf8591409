import { clearSandboxFaults, injectSandboxFault, readServiceBase } from '../fixtures/sandbox-faults';
import { expect, test } from '../fixtures/test';
import { SipPage } from '../pages/sip-page';

test.describe('a team lead manages SIP accounts', () => {
  test.use({ signedInAs: 'lead' });
  test.afterEach(() => clearSandboxFaults());

  test('creates an account with a generated password shown once, filters, edits and deletes it', async ({
    page,
    shell,
  }) => {
    test.slow();
    const stamp = Date.now();
    const username = `e2e.${stamp.toString(36)}`;
    const extension = String(100_000 + (stamp % 800_000));
    const sip = new SipPage(page, 'Tài khoản SIP');

    await page.goto('/');
    await shell.openArea('Tài khoản SIP');
    await expect(shell.pageHeading()).toHaveText('Tài khoản SIP');
    await expect(sip.table.getByRole('rowheader').first()).toBeVisible();

    await sip.openCreate('Tạo tài khoản SIP');
    const generated = await sip.passwordInForm();
    expect(generated).toMatch(/^[A-Za-z0-9]{20}$/);
    await sip.dialog.getByLabel('Tên đăng nhập SIP').fill(username);
    // An extension that is not a number is refused beside its field before anything is sent.
    await sip.dialog.getByLabel('Số máy lẻ').fill('mười');
    await sip.submit('Tạo tài khoản');
    await expect(sip.dialog.getByLabel('Số máy lẻ')).toHaveAccessibleDescription(/số nguyên dương/);
    await sip.dialog.getByLabel('Số máy lẻ').fill(extension);
    await sip.submit('Tạo tài khoản');
    await sip.expectPasswordShownOnce(username, generated);
    await expect(sip.row(username)).toContainText(extension);
    await expect(sip.row(username)).toContainText('Chưa gắn');

    // The extension is taken now: the service's refusal is shown beside the extension.
    await sip.openCreate('Tạo tài khoản SIP');
    await sip.dialog.getByLabel('Tên đăng nhập SIP').fill(`${username}.b`);
    await sip.dialog.getByLabel('Số máy lẻ').fill(extension);
    await sip.submit('Tạo tài khoản');
    await expect(sip.dialog.getByLabel('Số máy lẻ')).toHaveAccessibleDescription(
      new RegExp(`Extension ${extension} already belongs to ${username.replace('.', '\\.')}`),
    );
    await sip.dialog.getByRole('button', { name: 'Huỷ' }).click();

    await sip.filters.getByLabel('Tên đăng nhập (chính xác)').fill(username);
    await sip.filters.getByRole('button', { name: 'Lọc', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`username=${username.replace('.', '\\.')}`));
    await expect(sip.table.getByRole('rowheader')).toHaveCount(1);
    await page.reload();
    await expect(sip.filters.getByLabel('Tên đăng nhập (chính xác)')).toHaveValue(username);
    await expect(sip.table.getByRole('rowheader')).toHaveText([username]);

    // Changing only the extension keeps the password: registered devices keep working.
    const newExtension = String(Number(extension) + 1);
    await sip.openEdit(username);
    await expect(sip.dialog.getByText('Mật khẩu giữ nguyên')).toBeVisible();
    await sip.dialog.getByLabel('Số máy lẻ').fill(newExtension);
    await sip.submit('Lưu');
    await expect(sip.dialog).toBeHidden();
    await expect(sip.row(username)).toContainText(newExtension);
    expect(await readServiceBase(`/v1/ipphonecommon?username=${username}`)).toMatchObject({
      data: { rows: [{ username, password: generated, extension: newExtension }] },
    });

    // The linked agent is picked from the agents; a new password is asked for, with its warning.
    await sip.openEdit(username);
    // Typing narrows the agents to those that match, by name or user id.
    await sip.dialog.getByRole('combobox', { name: 'Nhân viên liên kết' }).fill('lannt');
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Nguyễn Thị Lan (agent_lannt)']);
    await page.getByRole('option', { name: 'Nguyễn Thị Lan (agent_lannt)' }).click();
    await sip.dialog.getByLabel('Đặt mật khẩu mới').check();
    await expect(sip.dialog.getByRole('alert')).toContainText('đăng ký lại');
    await sip.dialog.getByRole('button', { name: 'Tạo mật khẩu mới' }).click();
    const changed = await sip.passwordInForm();
    expect(changed).not.toBe(generated);
    await sip.submit('Lưu');
    await sip.expectPasswordShownOnce(username, changed);
    await expect(sip.row(username)).toContainText('agent_lannt');

    await sip.openDelete(username);
    await sip.confirmDelete();
    await expect(sip.dialog).toBeHidden();
    await expect(sip.row(username)).toHaveCount(0);
  });

  test('a service failure on delete is told and nothing is removed', async ({ page }) => {
    const sip = new SipPage(page, 'Tài khoản SIP');
    await page.goto('/sip-accounts');
    const username = await sip.table.getByRole('rowheader').first().innerText();
    await injectSandboxFault({ forcedStatus: 500, methods: ['DELETE'], pathContains: '/v1/ipphonecommon' });
    await sip.openDelete(username);
    await sip.confirmDelete();
    await expect(sip.notification(`Không xoá được tài khoản SIP ${username}`)).toContainText(
      'Máy chủ gặp sự cố (503)',
    );
    await sip.dialog.getByRole('button', { name: 'Huỷ' }).click();
    await expect(sip.row(username)).toBeVisible();
  });
});
