import { expect, test } from '../fixtures/test';
import { AddUserPage } from '../pages/add-user-page';
import { CallLogPage } from '../pages/call-log-page';
import { PlaceCallPage } from '../pages/place-call-page';

test.describe('support staff join a running call', () => {
  test.use({ signedInAs: 'support' });

  test('adds a listen-only spy to a call reached from the call log', async ({ page }) => {
    const destination = `849${String(Date.now()).slice(-8)}`;
    const placing = new PlaceCallPage(page);
    await placing.open();
    await placing.fillParties('842873000111', destination);
    await placing.step(1).getByLabel('Văn bản').fill('Cuộc gọi để thử nghe lén.');
    await placing.submitAndConfirm();
    await expect(placing.main.getByRole('link', { name: 'Mở trong nhật ký cuộc gọi' })).toBeVisible();

    const log = new CallLogPage(page);
    await log.open();
    await log.filterByToNumber(destination);
    await log.callRows().first().getByRole('link', { name: 'Thêm người' }).click();
    const adding = new AddUserPage(page);
    await expect(adding.form.getByLabel('Mã cuộc gọi')).not.toHaveValue('');
    await expect(adding.form.getByRole('switch', { name: 'Chỉ nghe (nghe lén)' })).toBeChecked();
    await adding.addInternalSpy('842873000111', 'agent-spy-01');
    await expect(adding.main.getByRole('status')).toContainText('ở chế độ chỉ nghe');

    // The same user twice is refused by the service, with its reason.
    await adding.submit();
    await expect(adding.main.getByRole('alert')).toContainText('Chưa thêm được người dùng');
  });
});
