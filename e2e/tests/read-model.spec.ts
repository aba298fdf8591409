import { readFile } from 'node:fs/promises';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../src/core/api/session';
import { expect, test } from '../fixtures/test';
import { AgentsPage } from '../pages/agents-page';
import { BlacklistPage } from '../pages/blacklist-page';

/** 130 numbers sharing a prefix no other test uses, so that the list has a third page of 50. */
const numbersOnManyPages = () => {
  // Landlines of area 028: eleven digits, as the number check wants them.
  const prefix = `028${String(Date.now() % 100_000).padStart(5, '0')}`;
  return Array.from({ length: 130 }, (_, i) => `${prefix}${String(i).padStart(3, '0')}`);
};

test.describe('a team lead searches, sorts and exports whole lists', () => {
  test.use({ signedInAs: 'lead' });

  test('finds a number of the third page of the blacklist by searching for it', async ({ page, baseURL }) => {
    const numbers = numbersOnManyPages();
    const added = await page.request.post('/api/blacklist/bulk', {
      data: { numbers, ivrBlocked: true, queueBlocked: true },
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, origin: new URL(baseURL ?? '').origin },
    });
    expect(added.status()).toBe(200);
    const blacklist = new BlacklistPage(page);
    await page.goto('/blacklist?page=3&sort=number');
    await expect(blacklist.table.getByRole('rowheader').first()).toBeVisible();
    const onThirdPage = (await blacklist.rowNames())[0] ?? '';
    // Shown written for people (groups of digits); the search finds it as shown.
    expect(onThirdPage).toMatch(/^[\d ]+$/);

    await page.goto('/blacklist');
    await blacklist.search.fill(onThirdPage);
    await expect(blacklist.row(onThirdPage)).toBeVisible();
    await expect(blacklist.table.getByRole('rowheader')).toHaveCount(1);
    await expect(blacklist.main).not.toContainText('trên trang này');
  });

  test('sorts agents by name over every page and exports the table as CSV', async ({ page }) => {
    const agents = new AgentsPage(page);
    await page.goto('/agents?pageSize=100');
    await agents.sortBy('Họ tên');
    await expect(agents.columnHeader('Họ tên')).toHaveAttribute('aria-sort', 'ascending');
    const names = await agents.rowNames();
    const collator = new Intl.Collator('vi', { numeric: true, sensitivity: 'base' });
    expect(names.length).toBeGreaterThan(1);
    expect(names).toEqual([...names].sort(collator.compare));

    const download = page.waitForEvent('download');
    await agents.main.getByRole('link', { name: 'Xuất CSV' }).click();
    const file = await (await download).path();
    const bytes = await readFile(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes
      .toString('utf8')
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('id,name,service_user_id,routing,phone_number,manual_status,system_status');
    expect(lines.length - 1).toBeGreaterThanOrEqual(names.length);
  });

  test('sees how old the list is once it is older than ten seconds', async ({ page }) => {
    const agents = new AgentsPage(page);
    await page.goto('/agents');
    await expect(agents.table).toBeVisible();
    await expect(
      agents.main.getByRole('status').filter({ hasText: /Dữ liệu lúc \d\d:\d\d:\d\d/ }),
    ).toBeVisible({
      timeout: 20_000,
    });
    await agents.main.getByRole('button', { name: 'Làm mới ngay' }).click();
    await expect(agents.main.getByRole('status').filter({ hasText: /Dữ liệu lúc/ })).toHaveCount(0);
  });
});
