import { clearSandboxFaults, injectSandboxFault } from '../fixtures/sandbox-faults';
import { expect, test } from '../fixtures/test';
import { ResourceTablePage } from '../pages/resource-table';

/**
 * A change the service holds up is shown as waiting (then made), and one the service never confirms is
 * shown as unconfirmed, never as failed: what a team lead sees on the groups page, in both languages.
 */
test.describe('a team lead is told honestly what became of a change', () => {
  test.use({ signedInAs: 'lead' });
  test.afterEach(() => clearSandboxFaults());

  test('waits for the service’s rate limit, told so, and the group is then created', async ({ page }) => {
    const groups = new ResourceTablePage(page, 'Nhóm tổng đài viên');
    const name = `Nhóm chờ ${Date.now().toString(36)}`;
    await page.goto('/groups');
    await expect(groups.table).toBeVisible();
    // The service refuses the first create for 9 s: longer than the console waits in one request.
    await injectSandboxFault({
      forcedStatus: 429,
      retryAfterSeconds: 9,
      methods: ['POST'],
      pathContains: '/v1/group',
      remaining: 1,
    });

    await groups.openCreate('Tạo nhóm');
    await groups.dialog.getByLabel('Tên nhóm').fill(name);
    await groups.submit('Tạo nhóm');

    await expect(groups.dialog.getByRole('status')).toHaveText(
      'Dịch vụ tổng đài đang hết lượt theo giới hạn tốc độ; Switchboard đã chờ và có thể làm việc này sau khoảng 9 giây.',
    );
    await expect(groups.notification(`Đã tạo nhóm ${name}.`)).toBeVisible({ timeout: 20_000 });
    await expect(groups.row(name)).toBeVisible();
    await expect(groups.notification('Không tạo được nhóm')).toHaveCount(0);
  });

  test('a create the service does not confirm in time is shown as unconfirmed, in English', async ({
    page,
    shell,
  }) => {
    // The console waits 12 s for the service, then re-reads for 5 s: the service answers neither in time.
    test.setTimeout(60_000);
    const groups = new ResourceTablePage(page, 'Agent groups');
    const name = `Late group ${Date.now().toString(36)}`;
    await page.goto('/groups');
    await shell.chooseLanguage('English', 'vi');
    await expect(groups.table).toBeVisible();
    await injectSandboxFault({ latencyMs: 20_000, pathContains: '/v1/group' });

    await groups.openCreate('Create group');
    await groups.dialog.getByLabel('Group name').fill(name);
    await groups.submit('Create group');

    const unconfirmed = groups.notification('The change was not confirmed');
    await expect(unconfirmed).toContainText(
      'The service did not confirm this change, so it may or may not have been made. Check the list before trying again.',
      { timeout: 30_000 },
    );
    await expect(groups.notification('The group could not be created')).toHaveCount(0);
    // What was typed stays, so the person can check the list before sending it again.
    await expect(groups.dialog.getByLabel('Group name')).toHaveValue(name);
  });
});
