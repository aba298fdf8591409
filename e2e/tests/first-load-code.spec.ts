import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { AgentsPage } from '../pages/agents-page';
import { CallLogPage } from '../pages/call-log-page';

/**
 * What a first visit's scripts hold, by their content rather than by the bundler's chunk names: the list
 * pages read their data with Zod Mini, so Zod's classic API (a chunk of its own, 12 KB as served) is not
 * on their first load; and the call log's date pickers come after its rows, not before.
 */

/** Zod's classic API names its schemas `ZodObject`, …; Mini names them `ZodMiniObject`, the core `$ZodObject`. */
const CLASSIC_ZOD = /[`"']ZodObject[`"']/;
/** Mantine's date components name themselves `@mantine/dates/…`. */
const MANTINE_DATES = /[`"']@mantine\/dates\//;

/** Every script the page fetches, with its text, as the page's own requests receive it. */
function recordScripts(page: Page): () => Promise<{ url: string; text: string }[]> {
  const scripts: Promise<{ url: string; text: string } | null>[] = [];
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.endsWith('.js') || !response.ok()) return;
    scripts.push(
      response.text().then(
        (text) => ({ url: response.url(), text }),
        () => null,
      ),
    );
  });
  return async () => (await Promise.all(scripts)).filter((script) => script !== null);
}

const holding = (scripts: { url: string; text: string }[], code: RegExp) =>
  scripts.filter(({ text }) => code.test(text)).map(({ url }) => new URL(url).pathname);

test.describe('a list page’s first load', () => {
  test.use({ signedInAs: 'admin' });

  test('the agents page brings no classic Zod', async ({ page }) => {
    const scripts = recordScripts(page);
    const agents = new AgentsPage(page);
    await page.goto('/agents');
    await expect(agents.table.getByRole('rowheader').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const loaded = await scripts();
    expect(loaded.length, 'the scripts were recorded').toBeGreaterThan(3);
    expect(holding(loaded, CLASSIC_ZOD)).toEqual([]);
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
    expect(holding(loaded, CLASSIC_ZOD)).toEqual([]);
    const dates = holding(loaded, MANTINE_DATES);
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
