import { expect, test } from '../fixtures/test';
import { CallLogPage } from '../pages/call-log-page';
import { PlaceCallPage } from '../pages/place-call-page';

const uniqueMobile = () => `849${String(Date.now()).slice(-8)}`;

test.describe('support staff place a test call', () => {
  test.use({ signedInAs: 'support' });

  test('with an inline script, then find it in the call log', async ({ page }) => {
    const placing = new PlaceCallPage(page);
    const destination = uniqueMobile();
    await placing.open();
    await placing.fillParties('842873000111', destination);
    // A blank step is pointed out before anything is sent.
    await placing.submit();
    await expect(placing.step(1).getByLabel('Văn bản')).toHaveAccessibleDescription('Bắt buộc nhập.');

    await placing.step(1).getByLabel('Văn bản').fill('Xin chào, đây là cuộc gọi thử.');
    await placing.addStep('Ghi âm');
    await expect(placing.step(2)).toBeVisible();
    // The script as JSON, as the service will get it.
    await placing.form.getByRole('button', { name: 'Xem và sửa dạng JSON' }).click();
    await expect(placing.form.getByLabel('Kịch bản dạng JSON')).toHaveValue(/"action": "record"/);
    await placing.form.getByRole('button', { name: 'Quay lại các bước' }).click();
    await placing.submit();

    const result = placing.main.getByRole('status').filter({ hasText: 'Đã thực hiện cuộc gọi' });
    await expect(result).toBeVisible();
    await result.getByRole('link', { name: 'Mở trong nhật ký cuộc gọi' }).click();
    await expect(page.getByRole('table', { name: 'Bản ghi cuộc gọi' })).toContainText(destination);
    await expect(page.getByRole('table', { name: 'Bản ghi cuộc gọi' })).toContainText('Đang diễn ra');

    const log = new CallLogPage(page);
    await log.open();
    await log.filterByToNumber(destination);
    await expect(log.callRows()).toHaveCount(1);
    await expect(log.callRows().first()).toContainText('Đang diễn ra');
  });

  test('a call-out the service refuses shows its reason', async ({ page }) => {
    const placing = new PlaceCallPage(page);
    await placing.open();
    await placing.fillParties('842873000111', uniqueMobile());
    await placing.step(1).getByRole('button', { name: 'Xoá bước 1' }).click();
    await placing.addStep('Phát tệp lời chào');
    await placing.step(1).getByLabel('Tệp lời chào').fill('khong-ton-tai.wav');
    await placing.submit();
    const alert = placing.main.getByRole('alert').filter({ hasText: 'Cuộc gọi chưa được thực hiện' });
    await expect(alert).toContainText('khong-ton-tai.wav');
  });
});
