import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../src/core/api/session';
import { clearSandboxFaults, injectSandboxFault } from '../fixtures/sandbox-faults';
import { expect, test } from '../fixtures/test';
import { AgentsPage } from '../pages/agents-page';

test.describe('a team lead manages agents', () => {
  test.use({ signedInAs: 'lead' });
  test.afterEach(() => clearSandboxFaults());

  test('a row’s buttons say what they do on hover and on focus', async ({ page, shell }) => {
    const agents = new AgentsPage(page);
    await page.goto('/');
    await shell.openArea('Tổng đài viên');
    const edit = agents.table.getByRole('button', { name: /^Sửa / }).first();
    await edit.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Sửa');
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await agents.table.getByRole('button', { name: /^Xoá / }).first().focus();
    await expect(page.getByRole('tooltip')).toHaveText('Xoá');
  });

  test('a dialog whose code cannot be fetched says so, and opens at the next try', async ({
    page,
    shell,
  }) => {
    const agents = new AgentsPage(page);
    await page.goto('/');
    await shell.openArea('Tổng đài viên');
    const blocked = /\/assets\/agent-form-modal-[^/]+\.js$/;
    await page.route(blocked, (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Tạo tổng đài viên' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'Không mở được hộp thoại' });
    await expect(failure).toContainText('kiểm tra kết nối mạng');
    await expect(agents.dialog).toHaveCount(0);
    await failure.getByRole('button', { name: 'Đóng' }).click();
    await expect(failure).toHaveCount(0);
    // The list is still there and usable.
    await expect(agents.table.getByRole('rowheader').first()).toBeVisible();

    await page.unroute(blocked);
    await agents.openCreate('Tạo tổng đài viên');
    await expect(agents.dialog.getByLabel('Họ tên')).toBeVisible();
  });

  test('creates an agent routed to their phone, edits, changes statuses in bulk and deletes', async ({
    page,
    shell,
  }) => {
    test.slow();
    const stamp = Date.now().toString(36);
    const first = { name: `Lê Thu ${stamp}`, userId: `thu.${stamp}` };
    const second = { name: `Võ Minh ${stamp}`, userId: `minh.${stamp}` };
    const agents = new AgentsPage(page);

    await page.goto('/');
    await shell.openArea('Tổng đài viên');
    await expect(shell.pageHeading()).toHaveText('Tổng đài viên');
    await expect(agents.table.getByRole('rowheader').first()).toBeVisible();

    // Routing to the agent's own phone needs the number: said beside the field, nothing sent.
    await agents.openCreate('Tạo tổng đài viên');
    await agents.fillAgent({ ...first, routing: 'Số điện thoại riêng' });
    await agents.submit('Tạo tổng đài viên');
    await expect(agents.dialog.getByLabel('Số điện thoại')).toHaveAccessibleDescription(
      /bắt buộc khi nhận cuộc gọi/,
    );
    await agents.dialog.getByLabel('Số điện thoại').fill('0912 345 678');
    await agents.submit('Tạo tổng đài viên');
    await expect(agents.dialog).toBeHidden();
    await expect(agents.row(first.name)).toContainText('Số điện thoại riêng');
    await expect(agents.row(first.name)).toContainText('0912 345 678');
    await expect(agents.row(first.name)).toContainText('Không trong cuộc gọi');

    // A user id already taken is refused by the service; its reason shows beside the field.
    await agents.openCreate('Tạo tổng đài viên');
    await agents.fillAgent({ name: second.name, userId: first.userId });
    await agents.submit('Tạo tổng đài viên');
    await expect(agents.dialog.getByLabel('Mã người dùng')).toHaveAccessibleDescription(
      new RegExp(`${first.userId} already belongs to agent`),
    );
    await agents.dialog.getByLabel('Mã người dùng').fill(second.userId);
    await agents.submit('Tạo tổng đài viên');
    await expect(agents.dialog).toBeHidden();
    await expect(agents.row(second.name)).toContainText('Ứng dụng / điện thoại SIP');

    await agents.openEdit(first.name);
    await agents.dialog.getByLabel('Trạng thái thủ công').fill('Đào tạo');
    await agents.submit('Lưu');
    await expect(agents.dialog).toBeHidden();
    await expect(agents.row(first.name)).toContainText('Đào tạo');

    // Switched to the app, the agent's own number is no longer rung: the list no longer shows it.
    await agents.openEdit(first.name);
    await agents.dialog.getByLabel('Nhận cuộc gọi qua').selectOption({ label: 'Ứng dụng / điện thoại SIP' });
    await agents.submit('Lưu');
    await expect(agents.dialog).toBeHidden();
    await expect(agents.row(first.name)).toContainText('Ứng dụng / điện thoại SIP');
    await expect(agents.row(first.name)).not.toContainText('0912 345 678');
    await agents.openEdit(first.name);
    await expect(agents.dialog.getByLabel('Số điện thoại')).toHaveValue('');
    await agents.dialog.getByRole('button', { name: 'Huỷ' }).click();

    await agents.search.fill(stamp);
    await expect(agents.table.getByRole('rowheader')).toHaveCount(2);
    await agents.select(first.name);
    await agents.select(second.name);
    await expect(agents.bulkBar).toContainText('Đã chọn 2 dòng');
    await agents.bulkBar.getByLabel('Trạng thái thủ công mới').fill('Nghỉ trưa');
    await agents.bulkBar.getByLabel('Trạng thái hệ thống mới').selectOption({ label: 'Đang trong cuộc gọi' });
    await agents.bulkBar.getByRole('button', { name: 'Đổi trạng thái' }).click();
    await expect(agents.notification('Đã đổi trạng thái')).toContainText('Thành công: 2');
    await expect(agents.bulkBar).toBeHidden();
    for (const { name } of [first, second]) {
      await expect(agents.row(name)).toContainText('Nghỉ trưa');
      await expect(agents.row(name)).toContainText('Đang trong cuộc gọi');
    }

    for (const { name } of [first, second]) {
      await agents.openDelete(name);
      await agents.confirmDelete();
      await expect(agents.dialog).toBeHidden();
      await expect(agents.row(name)).toHaveCount(0);
    }
  });

  test('deleting an agent names the SIP account linked to it, which is not deleted with it', async ({
    page,
    baseURL,
  }) => {
    const stamp = Date.now().toString(36);
    const name = `Tổng đài viên có SIP ${stamp}`;
    const userId = `user_sip_${stamp}`;
    const username = `sip_${stamp}`;
    const headers = { [CSRF_HEADER]: CSRF_HEADER_VALUE, origin: new URL(baseURL ?? '').origin };
    const agent = await page.request.post('/api/agents', { data: { name, serviceUserId: userId }, headers });
    expect(agent.status()).toBe(201);
    const sip = await page.request.post('/api/sip-accounts', {
      data: {
        username,
        password: 'Le-tan-2024',
        extension: 4000 + Math.floor(Math.random() * 5000),
        serviceUserId: userId,
      },
      headers,
    });
    expect(sip.status()).toBe(201);

    const agents = new AgentsPage(page);
    await page.goto(`/agents?search=${encodeURIComponent(name)}`);
    await agents.openDelete(name);
    await expect(agents.dialog).toContainText(`Tài khoản SIP ${username} đang gắn với tổng đài viên này`);
    await agents.confirmDelete();
    await expect(agents.row(name)).toHaveCount(0);
  });

  test('a service failure on save is told and the form keeps what was typed', async ({ page }) => {
    const agents = new AgentsPage(page);
    await page.goto('/agents?pageSize=10');
    await expect(agents.pageSize).toHaveValue('10');
    await expect(agents.table.getByRole('rowheader')).toHaveCount(10);
    const name = await agents.table.getByRole('rowheader').first().innerText();

    await injectSandboxFault({ forcedStatus: 500, methods: ['PUT'], pathContains: '/v1/agent' });
    await agents.openEdit(name);
    await agents.dialog.getByLabel('Trạng thái thủ công').fill('Họp');
    await agents.submit('Lưu');
    await expect(agents.notification('Không lưu được tổng đài viên')).toContainText(
      'Máy chủ gặp sự cố (503)',
    );
    await expect(agents.dialog.getByLabel('Trạng thái thủ công')).toHaveValue('Họp');
  });
});
