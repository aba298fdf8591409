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
    await placing.submitAndConfirm();

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
    await placing.submitAndConfirm();
    const alert = placing.main.getByRole('alert').filter({ hasText: 'Cuộc gọi chưa được thực hiện' });
    await expect(alert).toContainText('khong-ton-tai.wav');
  });
});

test.describe('the greeting to play is found by its name', () => {
  test.use({ signedInAs: 'support' });

  test('typing part of a description offers that greeting, its generated file name beside it', async ({
    page,
  }) => {
    const call = new PlaceCallPage(page);
    await call.open();
    await call.addStep('Phát tệp lời chào');
    const picker = call.step(2).getByRole('combobox', { name: 'Tệp lời chào' });
    await picker.fill('ngoài giờ');
    const option = page.getByRole('option', { name: /Lời chào ngoài giờ làm việc/ });
    await expect(option).toBeVisible();
    await expect(option).toContainText(/GF\w+\.wav/);
    await option.click();
    await expect(picker).toHaveValue(/^GF\w+\.wav$/);
  });
});

test.describe('what is placed is what is on screen', () => {
  test.use({ signedInAs: 'support' });

  test('an edit in the JSON view, not applied, is the script the call carries', async ({ page }) => {
    const placing = new PlaceCallPage(page);
    const destination = uniqueMobile();
    await placing.open();
    // Numbers as people write them: spaces, dots and a national 0.
    await placing.fillParties('028.7300.0111', `0${destination.slice(2, 5)} ${destination.slice(5)}`);
    await placing.step(1).getByLabel('Văn bản').fill('Lời cũ trong các bước');
    await placing.form.getByRole('button', { name: 'Xem và sửa dạng JSON' }).click();
    const json = placing.form.getByLabel('Kịch bản dạng JSON');

    // Broken JSON blocks the call, with the line of the error under the editor.
    await json.fill('[\n  { "action": "talk", "text": "Lời mới" \n  "loop": 2 }\n]');
    await placing.submit();
    await expect(placing.confirmation()).toBeHidden();
    await expect(json).toHaveAccessibleDescription(/dòng 3/);

    // A script the contract refuses names the step and the field, in the reader's language.
    await json.fill('[{ "action": "talk", "text": "" }]');
    await placing.submit();
    await expect(json).toHaveAccessibleDescription(/Bước 1, trường “text”: Bắt buộc nhập\./);

    await json.fill('[{ "action": "talk", "text": "Lời mới trong JSON" }]');
    await placing.submit();
    const confirmation = placing.confirmation();
    await expect(confirmation).toContainText('028 7300 0111');
    await expect(confirmation).toContainText(`0${destination.slice(2, 5)} ${destination.slice(5, 8)}`);
    await expect(confirmation).toContainText('Đọc văn bản “Lời mới trong JSON”');

    // A double click on the confirmation places one call.
    const callouts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/calls/callout')) {
        callouts.push(request.postData() ?? '');
      }
    });
    await confirmation.getByRole('button', { name: 'Gọi ngay' }).dblclick();
    const result = placing.main.getByRole('status').filter({ hasText: 'Đã thực hiện cuộc gọi' });
    await expect(result).toBeVisible();
    expect(callouts).toHaveLength(1);
    const sent = JSON.parse(callouts[0] ?? '{}') as {
      from: { number: string };
      to: { number: string }[];
      actions: unknown;
    };
    expect(sent.from.number).toBe('842873000111');
    expect(sent.to[0]?.number).toBe(destination);
    expect(sent.actions).toEqual([{ action: 'talk', text: 'Lời mới trong JSON' }]);

    // The service got the same script: the debugger's trace of the call quotes it.
    await result.getByRole('link', { name: 'Mở trong trình gỡ lỗi' }).click();
    await expect(page.getByRole('main')).toContainText('Lời mới trong JSON');
  });
});
