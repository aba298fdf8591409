import { expect, test } from '../fixtures/test';
import { holding, recordScripts, SCRIPT_MARKERS } from '../fixtures/loaded-scripts';
import { AgentsPage } from '../pages/agents-page';
import { CallLogPage } from '../pages/call-log-page';

/**
 * What a first visit's scripts hold, by their content rather than by the bundler's chunk names: the route
 * table brings no page's record schemas; the list pages read their data with Zod Mini, so Zod's classic API
 * (a chunk of its own, 12 KB as served) is not on their first load; and the call log's date pickers come
 * after its rows, not before.
 */
const { classicZod, mantineDates, usersSchemas, callRecordSchema } = SCRIPT_MARKERS;

test.describe('a first load', () => {
  test.use({ signedInAs: 'admin' });

  test('the overview builds neither the admin users’ schemas nor the call record’s', async ({ page }) => {
    // The route table, on every first load, reads the audit log's and the call log's addresses: it needs
    // their result and sort words only, not the modules that hold the whole records.
    const scripts = recordScripts(page);
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const loaded = await scripts();
    expect(loaded.length, 'the scripts were recorded').toBeGreaterThan(3);
    expect(holding(loaded, usersSchemas)).toEqual([]);
    expect(holding(loaded, callRecordSchema)).toEqual([]);
  });

  test('the agents page brings no classic Zod', async ({ page }) => {
    const scripts = recordScripts(page);
    const agents = new AgentsPage(page);
    await page.goto('/agents');
    await expect(agents.table.getByRole('rowheader').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const loaded = await scripts();
    expect(loaded.length, 'the scripts were recorded').toBeGreaterThan(3);
    expect(holding(loaded, classicZod)).toEqual([]);
  });

  test('the call log brings no classic Zod, and its date pickers only after its rows', async ({ page }) => {
    // When the first call's row entered the page, on the clock of the page's resource timings.
    await page.addInitScript(() => {
      const seen = new MutationObserver(() => {
        if (!document.querySelector('[role="table"] [role="rowgroup"] [role="row"]')) return;
        (window as Window & { firstRowAt?: number }).firstRowAt = performance.now();
        seen.disconnect();
      });
      seen.observe(document, { childList: true, subtree: true });
    });
    const scripts = recordScripts(page);
    const callLog = new CallLogPage(page);
    await callLog.open();
    await expect(callLog.callRows().first()).toBeVisible();
    // The pickers still come, once the page is idle.
    await expect(callLog.filters.getByRole('button', { name: 'Bắt đầu trong khoảng' })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    const loaded = await scripts();
    expect(holding(loaded, classicZod)).toEqual([]);
    const dates = holding(loaded, mantineDates);
    expect(dates.length, 'the date pickers’ code was loaded').toBeGreaterThan(0);
    const timing = await page.evaluate((paths) => {
      const asked = performance
        .getEntriesByType('resource')
        .filter((entry) => paths.includes(new URL(entry.name).pathname))
        .map((entry) => entry.startTime);
      return {
        firstRowAt: (window as Window & { firstRowAt?: number }).firstRowAt,
        askedAt: Math.min(...asked),
      };
    }, dates);
    expect(timing.firstRowAt, 'the first row was seen').toBeDefined();
    expect(
      timing.askedAt,
      'the date pickers’ code was asked for after the first row was on the page',
    ).toBeGreaterThan(timing.firstRowAt ?? Infinity);
  });
});
