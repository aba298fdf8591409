import { readFile } from 'node:fs/promises';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../src/core/api/session';
import { clearSandboxFaults, injectSandboxFault } from '../fixtures/sandbox-faults';
import { expect, test } from '../fixtures/test';
import { QueueRoutingPage } from '../pages/queue-routing-page';

test.describe('a team lead routes groups to queues', () => {
  test.use({ signedInAs: 'lead' });
  test.afterEach(() => clearSandboxFaults());

  test('the overview lists the menu’s queues with their groups, primary first', async ({ page }) => {
    const routing = new QueueRoutingPage(page);
    await routing.goto();
    const customerCare = routing.overviewRow('QUEUE_CSKH');
    await expect(customerCare).toContainText(/Chính\s*Chăm sóc khách hàng\s*Phụ\s*Thẻ tín dụng/);
    await expect(customerCare).toContainText('Phím IVR');

    await routing.main.getByRole('button', { name: 'Quản lý nhóm của QUEUE_CSKH' }).click();
    await expect(page).toHaveURL(/queueId=QUEUE_CSKH/);
    await expect(routing.groupRow('QUEUE_CSKH', 'Chăm sóc khách hàng')).toContainText('Chính');
    await expect(routing.groupsTable('QUEUE_CSKH').getByRole('row').nth(1)).toContainText(
      'Chăm sóc khách hàng',
    );

    // The queue's groups download as a CSV that names them, primary first, as the screen shows them.
    const download = page.waitForEvent('download');
    await routing.panel('QUEUE_CSKH').getByRole('link', { name: 'Xuất CSV' }).click();
    const text = (await readFile(await (await download).path())).toString('utf8');
    const [header, ...lines] = text
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe('id,queue_id,group_id,primary,group_name');
    expect(lines[0]).toMatch(/,yes,Chăm sóc khách hàng$/);
    expect(lines.some((line) => line.endsWith(',no,Thẻ tín dụng'))).toBe(true);
  });

  test('adds a group to a new queue, switches its priority, is refused a duplicate, removes it; the queue is then flagged', async ({
    page,
  }) => {
    const routing = new QueueRoutingPage(page);
    const queueId = `QUEUE_E2E_${Date.now()}`;
    await routing.goto();

    // A blank queue id is pointed out beside the field.
    await routing.openForm.getByRole('button', { name: 'Mở hàng đợi' }).click();
    await expect(routing.openForm.getByLabel('Mã hàng đợi')).toHaveAccessibleDescription(
      /Hãy nhập mã hàng đợi/,
    );

    await routing.openQueue(queueId);
    await expect(routing.panel(queueId)).toContainText('Chưa có nhóm nào phục vụ hàng đợi này');

    // No group chosen: refused beside the field, nothing sent.
    await routing.panel(queueId).getByRole('button', { name: 'Thêm nhóm' }).click();
    await routing.dialog.getByRole('button', { name: 'Thêm nhóm' }).click();
    await expect(routing.dialog.getByRole('combobox', { name: /^Nhóm/ })).toHaveAccessibleDescription(
      'Hãy chọn một nhóm.',
    );
    await routing.dialog.getByRole('button', { name: 'Huỷ' }).click();

    await routing.addGroup(queueId, 'Kỹ thuật', true);
    await expect(routing.dialog).toBeHidden();
    await expect(routing.groupRow(queueId, 'Kỹ thuật')).toContainText('Chính');

    // The same group twice: the service's refusal, beside the field.
    await routing.addGroup(queueId, 'Kỹ thuật (đã phục vụ hàng đợi này)', false);
    await expect(routing.dialog.getByRole('combobox', { name: /^Nhóm/ })).toHaveAccessibleDescription(
      /already serves queue/,
    );
    await routing.dialog.getByRole('button', { name: 'Huỷ' }).click();

    // Switch priority.
    await routing.panel(queueId).getByRole('button', { name: 'Sửa Kỹ thuật' }).click();
    await routing.dialog.getByLabel('Nhóm chính').uncheck();
    await routing.dialog.getByRole('button', { name: 'Lưu' }).click();
    await expect(routing.dialog).toBeHidden();
    await expect(routing.groupRow(queueId, 'Kỹ thuật')).toContainText('Phụ');

    // Remove, after a confirmation that warns it is the last group.
    await routing.panel(queueId).getByRole('button', { name: 'Xoá Kỹ thuật' }).click();
    await expect(routing.dialog).toContainText('Đây là nhóm cuối cùng');
    await routing.dialog.getByRole('button', { name: 'Xoá' }).click();
    await expect(routing.panel(queueId)).toContainText('Chưa có nhóm nào phục vụ hàng đợi này');

    await routing.main.getByLabel('Chỉ hàng đợi chưa có nhóm').check();
    await expect(page).toHaveURL(/unserved=true/);
    await expect(routing.overviewRow(queueId)).toContainText('Chưa có nhóm nào');
    await expect(routing.overviewRow('QUEUE_CSKH')).toBeHidden();
    await page.reload();
    await expect(routing.main.getByLabel('Chỉ hàng đợi chưa có nhóm')).toBeChecked();
    await expect(routing.overviewRow(queueId)).toContainText('Định tuyến');
  });

  test('two groups with one name are told apart by their ids in the picker and the panel', async ({
    page,
    baseURL,
  }) => {
    const name = `Nhóm trùng tên ${Date.now().toString(36)}`;
    const queueId = `QUEUE_TWIN_${Date.now()}`;
    const headers = { [CSRF_HEADER]: CSRF_HEADER_VALUE, origin: new URL(baseURL ?? '').origin };
    const ids: string[] = [];
    for (let twin = 0; twin < 2; twin += 1) {
      const created = await page.request.post('/api/groups', { data: { name }, headers });
      expect(created.status()).toBe(201);
      ids.push(((await created.json()) as { id: string }).id);
    }
    const [firstId = '', secondId = ''] = ids;
    const routing = new QueueRoutingPage(page);
    await routing.goto();
    await routing.openQueue(queueId);
    await routing.panel(queueId).getByRole('button', { name: 'Thêm nhóm' }).click();
    const picker = routing.dialog.getByRole('combobox', { name: /^Nhóm/ });
    await expect(picker.getByRole('option', { name: `${name} (${firstId})`, exact: true })).toHaveCount(1);
    await expect(picker.getByRole('option', { name: `${name} (${secondId})`, exact: true })).toHaveCount(1);
    await expect(picker.getByRole('option', { name, exact: true })).toHaveCount(0);
    await routing.dialog.getByRole('button', { name: 'Huỷ' }).click();

    await routing.addGroup(queueId, `${name} (${secondId})`, true);
    await expect(routing.dialog).toBeHidden();
    await expect(routing.groupRow(queueId, `${name} (${secondId})`)).toContainText('Chính');
  });

  test('a service failure is shown in words, and nothing changes', async ({ page }) => {
    const routing = new QueueRoutingPage(page);
    const queueId = `QUEUE_LOI_${Date.now()}`;
    await routing.goto(`?queueId=${queueId}`);
    await injectSandboxFault({
      forcedStatus: 500,
      methods: ['POST'],
      pathContains: '/routing-call-to-groups',
    });
    await routing.addGroup(queueId, 'Kinh doanh', true);
    await expect(page.getByRole('alert').filter({ hasText: 'Không thêm được nhóm' })).toContainText(
      'Máy chủ gặp sự cố',
    );
    await routing.dialog.getByRole('button', { name: 'Huỷ' }).click();
    await expect(routing.panel(queueId)).toContainText('Chưa có nhóm nào phục vụ hàng đợi này');
  });
});

test.describe('a supervisor', () => {
  test.use({ signedInAs: 'supervisor' });

  test('reads queue routing but is offered no change', async ({ page }) => {
    const routing = new QueueRoutingPage(page);
    await routing.goto('?queueId=QUEUE_KY_THUAT');
    await expect(routing.main).toContainText('Vai trò của bạn chỉ được xem trang này.');
    await expect(routing.groupRow('QUEUE_KY_THUAT', 'Kỹ thuật')).toContainText('Chính');
    await expect(routing.panel('QUEUE_KY_THUAT').getByRole('button', { name: 'Thêm nhóm' })).toHaveCount(0);
    await expect(routing.panel('QUEUE_KY_THUAT').getByRole('button', { name: /^Sửa|^Xoá/ })).toHaveCount(0);
  });
});
