import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { AdminAuditPage } from '../pages/admin-audit-page';
import { CallLogPage } from '../pages/call-log-page';

/** The service's Vietnam wall-clock text (`2026/11/26, 14:05:09`) as the instant it names. */
function serviceInstant(text: string): number {
  const [, y, mo, d, h, mi, s] = /(\d{4})\/(\d{2})\/(\d{2}), (\d{2}):(\d{2}):(\d{2})/.exec(text)!.map(Number);
  return Date.UTC(y!, mo! - 1, d, h, mi, s) - 7 * 3_600_000;
}

/** The instant as a person in New York reads it in the console's Vietnamese format, seconds included. */
const inNewYork = (ms: number) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(ms)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
};

const VI_DATE_TIME = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/;
const EN_DATE_TIME = /^\d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}, \d{2}:\d{2}$/;

const firstCallTime = async (log: CallLogPage) =>
  (await log.callRows().first().getByRole('cell').first().innerText()).trim();

/** Midnight today in the browser's zone, as the page would compute it. */
const browserMidnight = (page: Page) => page.evaluate(() => new Date().setHours(0, 0, 0, 0));

test.describe("a lead abroad reads every time in the browser's zone, in one format per language", () => {
  test.use({ signedInAs: 'support', timezoneId: 'America/New_York' });

  test("the call log writes dd/MM/yyyy HH:mm, and a call's time is the service's Vietnam time moved to New York", async ({
    page,
  }) => {
    const log = new CallLogPage(page);
    await log.open();
    await expect(log.callRows().first()).toBeVisible();
    expect(await firstCallTime(log)).toMatch(VI_DATE_TIME);

    await log.callRows().first().getByRole('link').first().click();
    const record = page.getByRole('table', { name: 'Bản ghi cuộc gọi' });
    const field = (name: string) =>
      record
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
        .getByRole('cell');
    const serviceText = await field('Thời điểm bắt đầu (theo dịch vụ)').innerText();
    await expect(field('Thời điểm bắt đầu')).toHaveText(inNewYork(serviceInstant(serviceText)));
  });

  test('in English the same table writes dd MMM yyyy, HH:mm', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('switchboard.language', 'en'));
    await page.goto('/call-log');
    const rows = page.getByRole('table', { name: 'Calls' }).getByRole('rowgroup').getByRole('row');
    await expect(rows.first()).toBeVisible();
    expect((await rows.first().getByRole('cell').first().innerText()).trim()).toMatch(EN_DATE_TIME);
  });

  test('the start filter takes a quick range: "Hôm nay" starts at midnight in New York and keeps the time of day', async ({
    page,
  }) => {
    const log = new CallLogPage(page);
    await log.open();
    const started = log.filters.getByRole('button', { name: 'Bắt đầu trong khoảng' });
    await started.click();
    await page.getByRole('button', { name: 'Hôm nay' }).click();
    await page.keyboard.press('Escape');
    await expect(started).toHaveText(/^\d{2}\/\d{2}\/\d{4} 00:00 – \d{2}\/\d{2}\/\d{4} 23:59$/);
    await log.applyFilters();

    const midnight = await browserMidnight(page);
    await expect(page).toHaveURL(new RegExp(`startedFrom=${midnight}(&|$)`));
    await expect(page).toHaveURL(new RegExp(`startedTo=${midnight + 86_400_000 - 1}(&|$)`));
  });
});

test.describe('an admin abroad filters the audit log by a quick range', () => {
  test.use({ signedInAs: 'admin', timezoneId: 'America/New_York' });

  test('"Hôm nay" and "Hôm qua" run from midnight to midnight in New York, and the entries shown fall inside them', async ({
    page,
  }) => {
    const audit = new AdminAuditPage(page);
    await page.goto('/audit-log');
    const between = audit.filters.getByRole('button', { name: 'Trong khoảng' });
    await between.click();
    await page.getByRole('button', { name: 'Hôm nay' }).click();
    await page.keyboard.press('Escape');
    await audit.filters.getByRole('button', { name: 'Áp dụng bộ lọc' }).click();

    const midnight = await browserMidnight(page);
    await expect(page).toHaveURL(new RegExp(`from=${midnight}(&|$)`));
    await expect(page).toHaveURL(new RegExp(`to=${midnight + 86_400_000 - 1}(&|$)`));
    // The admin signed in today, so today's entries are there, each written in the day's format.
    const today = await page.evaluate(() => {
      const d = new Date();
      return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
    });
    await expect(audit.table.getByRole('row').nth(1)).toContainText(today);

    await between.click();
    await page.getByRole('button', { name: 'Hôm qua' }).click();
    await page.keyboard.press('Escape');
    await audit.filters.getByRole('button', { name: 'Áp dụng bộ lọc' }).click();
    await expect(page).toHaveURL(new RegExp(`from=${midnight - 86_400_000}(&|$)`));
    await expect(audit.table.getByRole('row').filter({ hasText: today })).toHaveCount(0);
  });
});
