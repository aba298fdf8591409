import { readFileSync } from 'node:fs';
import { clearSandboxFaults, injectSandboxFault } from '../fixtures/sandbox-faults';
import { expect, test } from '../fixtures/test';
import { CallLogPage } from '../pages/call-log-page';

test.describe('support staff export the call log as CSV', () => {
  test.use({ signedInAs: 'support' });
  test.afterEach(() => clearSandboxFaults());

  test('the export runs in the background, is found again after a reload, and its file holds every call', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const log = new CallLogPage(page);
    const to = Date.now();
    await log.open(`?startedFrom=${to - 2 * 86_400_000}&startedTo=${to}`);
    await expect(log.total()).toBeVisible();
    const total = Number((await log.total().innerText()).replace(/\D/g, ''));
    expect(total).toBeGreaterThan(100);
    // Before anything starts, the screen says what will happen.
    await expect(log.main.getByText(/dòng, tạo trong nền/)).toBeVisible();

    // A slow service, so that the export is still running when the page comes back: a page of the call log
    // takes 4 s, longer than a reload on a busy machine (at 0.7 s the two pages of ~200 rows were done first).
    await injectSandboxFault({ latencyMs: 4000, pathContains: '/call/log' });
    await log.startExport();
    await expect(log.exportPanel().getByText('Đang xuất CSV trong nền')).toBeVisible();

    await page.reload();
    const panel = log.exportPanel();
    await expect(panel.getByRole('progressbar', { name: 'Tiến độ xuất' })).toBeVisible();
    await expect(panel.getByRole('status')).toContainText(`/ ${total.toLocaleString('vi-VN')} dòng`);
    await expect(panel.getByRole('status')).toContainText('dự kiến xong lúc');
    await expect(log.main.getByRole('button', { name: 'Xuất CSV' })).toBeDisabled();
    await clearSandboxFaults();

    const link = panel.getByRole('link', { name: 'Tải tệp CSV' });
    await expect(link).toBeVisible({ timeout: 180_000 });
    await expect(
      panel.getByText(`Tệp CSV đã sẵn sàng: ${total.toLocaleString('vi-VN')} dòng.`),
    ).toBeVisible();
    const download = page.waitForEvent('download');
    await link.click();
    const file = readFileSync(await (await download).path(), 'utf8');
    // A byte-order mark first, so Excel reads the file as UTF-8 (Vietnamese names stay whole).
    expect(file.startsWith('\uFEFF')).toBe(true);
    const lines = file.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^id,start_time,answer_time/);
    expect(lines).toHaveLength(total + 1);
    expect(new Set(lines.slice(1).map((line) => line.split(',')[0])).size).toBe(total);
  });
});
