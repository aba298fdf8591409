import { expect, test } from '../fixtures/test';
import { CallDebuggerPage } from '../pages/call-debugger-page';
import { CallLogPage } from '../pages/call-log-page';

test.describe('support staff follow a call', () => {
  test.use({ signedInAs: 'support' });

  test('opens a call’s trace from the call log: a timeline with offsets, readable SDP, the raw entry', async ({
    page,
  }) => {
    const log = new CallLogPage(page);
    await log.open();
    await log.callRows().first().getByRole('link', { name: 'Dấu vết' }).click();
    await expect(page).toHaveURL(/\/call-debugger\?callId=/);
    const trace = new CallDebuggerPage(page);
    const start = trace.entries('CALL_START');
    await expect(start).toBeVisible();
    await expect(start).toContainText('+0.000 s');
    const candidate = trace.entries('CALL_SDP_CANDIDATE').first();
    await expect(candidate.getByRole('table', { name: 'Ứng viên SDP' })).toContainText('srflx');
    await expect(candidate.getByRole('table', { name: 'Ứng viên SDP' })).toContainText('UDP');
    await candidate.getByRole('button', { name: 'Bản gốc' }).click();
    await expect(candidate).toContainText('"command": "CALL_SDP_CANDIDATE"');
  });

  test('a call’s page holds its record and its trace', async ({ page }) => {
    const log = new CallLogPage(page);
    await log.open();
    const row = log.callRows().first();
    await row.getByRole('cell').first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Cuộc gọi /);
    const record = page.getByRole('table', { name: 'Bản ghi cuộc gọi' });
    await expect(record.getByRole('row', { name: /Mã cuộc gọi/ })).toBeVisible();
    await expect(record.getByRole('row', { name: /Cước phí/ })).toContainText('₫');
    await expect(new CallDebuggerPage(page).entries('CALL_START')).toBeVisible();
  });

  test('an unknown call id has an empty trace, said plainly', async ({ page }) => {
    const trace = new CallDebuggerPage(page);
    await trace.showTrace('khong-co-cuoc-goi-nay');
    await expect(
      trace.main.getByText('Cuộc gọi khong-co-cuoc-goi-nay không có mục dấu vết nào.'),
    ).toBeVisible();
  });

  test('with an empty box, "Show trace" lists the latest entries of all calls, each leading to its trace', async ({
    page,
  }) => {
    const trace = new CallDebuggerPage(page);
    await trace.showTrace('');
    const latest = trace.main.getByRole('table', { name: 'Mục dấu vết mới nhất' });
    await expect(latest.getByRole('row').nth(1)).toBeVisible();
    const firstCall = latest.getByRole('row').nth(1).getByRole('link');
    const callId = (await firstCall.textContent()) ?? '';
    expect(callId).not.toBe('');
    await firstCall.click();
    await expect(page).toHaveURL(new RegExp(`callId=${callId}`));
    await expect(trace.main.getByLabel(`Dấu vết cuộc gọi ${callId}`)).toBeVisible();
  });
});
