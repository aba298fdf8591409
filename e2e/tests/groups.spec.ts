import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../src/core/api/session';
import { clearSandboxFaults, injectSandboxFault } from '../fixtures/sandbox-faults';
import { expect, test } from '../fixtures/test';
import { ResourceTablePage } from '../pages/resource-table';

const caption = 'Nhóm tổng đài viên';

test.describe('a team lead manages agent groups', () => {
  test.use({ signedInAs: 'lead' });
  test.afterEach(() => clearSandboxFaults());

  test('creates, renames and deletes a group, with list state in the address', async ({ page, shell }) => {
    const name = `Nhóm E2E ${Date.now().toString(36)}`;
    const renamed = `${name} đổi tên`;
    const groups = new ResourceTablePage(page, caption);

    await page.goto('/');
    await shell.openArea('Nhóm tổng đài viên');
    await expect(shell.pageHeading()).toHaveText('Nhóm tổng đài viên');
    await expect(groups.table.getByRole('row').nth(1)).toBeVisible();

    await groups.openCreate('Tạo nhóm');
    await groups.dialog.getByLabel('Tên nhóm').fill(name);
    await groups.submit('Tạo nhóm');
    await expect(groups.dialog).toBeHidden();
    await expect(groups.notification(`Đã tạo nhóm ${name}.`)).toBeVisible();
    await expect(groups.row(name)).toContainText('0');

    await groups.openEdit(name);
    await expect(groups.dialog.getByLabel('Tên nhóm')).toHaveValue(name);
    await groups.dialog.getByLabel('Tên nhóm').fill(renamed);
    await groups.submit('Lưu');
    await expect(groups.dialog).toBeHidden();
    await expect(groups.row(renamed)).toBeVisible();
    await expect(groups.row(name)).toHaveCount(0);

    // Sorting and searching go into the address and survive a reload.
    await groups.sortBy('Tên nhóm');
    await expect(page).toHaveURL(/sort=name/);
    await groups.sortBy('Tên nhóm');
    await expect(page).toHaveURL(/dir=desc/);
    const names = await groups.rowNames();
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'vi')));
    await groups.search.fill('đổi tên');
    await expect(page).toHaveURL(/q=/);
    await page.reload();
    await expect(groups.search).toHaveValue('đổi tên');
    await expect(groups.row(renamed)).toBeVisible();
    await expect(groups.table.getByRole('rowheader')).toHaveCount(1);

    await groups.openDelete(renamed);
    await expect(groups.dialog).toContainText('Không thể hoàn tác');
    await groups.confirmDelete();
    await expect(groups.dialog).toBeHidden();
    await expect(groups.notification(`Đã xoá nhóm ${renamed}.`)).toBeVisible();
    await expect(groups.row(renamed)).toHaveCount(0);
  });

  test('deleting the only group of a queue says which queue is left without a group', async ({
    page,
    baseURL,
  }) => {
    const stamp = Date.now().toString(36);
    const name = `Nhóm duy nhất ${stamp}`;
    const queueId = `HANG_DOI_${stamp.toUpperCase()}`;
    const headers = { [CSRF_HEADER]: CSRF_HEADER_VALUE, origin: new URL(baseURL ?? '').origin };
    const created = await page.request.post('/api/groups', { data: { name }, headers });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const routed = await page.request.post(`/api/queues/${queueId}/groups`, {
      data: { groupId: id, primary: true },
      headers,
    });
    expect(routed.status()).toBe(201);

    const groups = new ResourceTablePage(page, caption);
    await page.goto(`/groups?search=${encodeURIComponent(name)}`);
    await groups.openDelete(name);
    await expect(groups.dialog).toContainText(`Hàng đợi ${queueId} sẽ không còn nhóm nào`);
    await expect(groups.dialog).toContainText('Xoá nhóm');
    await groups.confirmDelete();
    await expect(groups.notification(`Đã xoá nhóm ${name}.`)).toBeVisible();
  });

  test('a blank name is refused beside the field, and a service failure is told', async ({ page }) => {
    const groups = new ResourceTablePage(page, caption);
    await page.goto('/groups');
    await groups.openCreate('Tạo nhóm');
    await groups.submit('Tạo nhóm');
    await expect(groups.dialog.getByLabel('Tên nhóm')).toHaveAccessibleDescription('Hãy nhập tên nhóm.');
    // Too long is a different fault from empty, and says the limit.
    await groups.dialog.getByLabel('Tên nhóm').fill('x'.repeat(201));
    await groups.submit('Tạo nhóm');
    await expect(groups.dialog.getByLabel('Tên nhóm')).toHaveAccessibleDescription(
      'Tên nhóm tối đa 200 ký tự.',
    );

    await injectSandboxFault({ forcedStatus: 500, methods: ['POST'], pathContains: '/v1/group' });
    await groups.dialog.getByLabel('Tên nhóm').fill(`Nhóm lỗi ${Date.now().toString(36)}`);
    await groups.submit('Tạo nhóm');
    await expect(groups.notification('Không tạo được nhóm')).toContainText('Máy chủ gặp sự cố (503)');
    // The dialog stays open with what was typed, to try again.
    await expect(groups.dialog.getByLabel('Tên nhóm')).toHaveValue(/Nhóm lỗi/);
  });

  test('while the service cannot give the list, its last copy stays and a refresh says it failed', async ({
    page,
  }) => {
    const groups = new ResourceTablePage(page, caption);
    await page.goto('/groups');
    await expect(groups.table).toBeVisible();
    await injectSandboxFault({ forcedStatus: 500, methods: ['GET'], pathContains: '/v1/group' });
    const refresh = groups.main.getByRole('button', { name: 'Làm mới ngay' });
    await refresh.click();
    // The BFF retries a failed read before giving up; the copy it had is still shown.
    await expect(
      groups.main.getByRole('status').filter({ hasText: 'Lần làm mới gần nhất bị lỗi' }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(groups.table).toBeVisible();
    await clearSandboxFaults();
    await refresh.click();
    await expect(groups.main.getByRole('status').filter({ hasText: 'bị lỗi' })).toHaveCount(0);
  });
});

test.describe('a supervisor', () => {
  test.use({ signedInAs: 'supervisor' });

  test('sees the groups but is offered no change', async ({ page }) => {
    const groups = new ResourceTablePage(page, caption);
    await page.goto('/groups');
    await expect(groups.table.getByRole('rowheader').first()).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Vai trò của bạn chỉ được xem trang này.');
    await expect(page.getByRole('button', { name: 'Tạo nhóm' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Xoá / })).toHaveCount(0);
  });
});
