import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { SERVICE_RATE_LIMIT_PROBLEM } from '../src/core/api/service-rate-limit';
import { startCallLogConsole } from './support/call-log-console';
import { cancelExportJob, runExportJob, startExportJob } from './support/call-log-export-job';

/** Rows of the export under the limits: ~3 minutes at 100 call-log requests a minute of 100 rows. */
const ROWS = Number(process.env.BENCH_LIMITED_ROWS ?? 30_000);
/** How long a person scrolls while another export runs. */
const SCROLL_SECONDS = Number(process.env.BENCH_LIMITED_SCROLL_SECONDS ?? 60);
const PORT = Number(process.env.BENCH_LIMITED_PORT ?? 8233);
/** The sandbox's default (field reports): 100 call-log requests a minute; the export reads 100 rows each. */
const CEILING_ROWS_PER_MINUTE = 100 * 100;
const GOAL_SHARE = 0.9;

export type LimitedFigures = { rowsPerMinute: number; share: number; errorsSeen: number; waits: number };

/**
 * With the sandbox's default limits on: an export alone (rows per minute it keeps up, against the ceiling
 * the limit allows; it leaves people 5 % of each window), then a person scrolling the call log while another export
 * runs (every answer that was an error to them: any failure but the "wait for the limit" 429, and any
 * alert on screen).
 */
export async function runLimited(staticDir: string, browser: Browser): Promise<LimitedFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'calllog-limited-bench-'));
  const app = await startCallLogConsole({ dir, port: PORT, staticDir, calls: ROWS });
  try {
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 }, bypassCSP: true });
    const login = await context.request.post(`${app.origin}/api/auth/login`, {
      data: { username: 'support', password: process.env.DEMO_PASSWORD ?? 'switchboard-demo' },
      headers: { 'x-csrf': '1', origin: app.origin },
    });
    if (!login.ok()) throw new Error(`sign-in: HTTP ${login.status()}`);
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');

    const alone = await runExportJob(app.origin, cookie, {});
    const rowsPerMinute = steadyRowsPerMinute(alone.samples);
    const share = rowsPerMinute / CEILING_ROWS_PER_MINUTE;
    console.log(
      `limits on: export of ${alone.rows.toLocaleString('en')} rows in ${(alone.ms / 1000).toFixed(1)} s ` +
        `(${Math.round((alone.rows / alone.ms) * 60_000).toLocaleString('en')} rows/min overall, the first ` +
        `window's burst included); kept up over whole windows ${Math.round(rowsPerMinute).toLocaleString('en')} ` +
        `rows/min = ${(share * 100).toFixed(1)} % of the ceiling ${CEILING_ROWS_PER_MINUTE.toLocaleString('en')} ` +
        `(100 requests/min × 100 rows)`,
    );

    // A person scrolls while another export takes its share of the same budget.
    const second = await startExportJob(app.origin, cookie, {});
    const page = await context.newPage();
    const seen = await scrollWhileLimited(page, app.origin);
    await cancelExportJob(app.origin, cookie, second);
    console.log(
      `limits on: a person scrolled ${SCROLL_SECONDS} s beside a running export to row ` +
        `${seen.reached.toLocaleString('en')}: ${seen.pages} pages answered, ${seen.waits} waits for the limit ` +
        `(shown as the waiting row), ${seen.errorsSeen} errors seen`,
    );
    await context.close();
    return { rowsPerMinute, share, errorsSeen: seen.errorsSeen, waits: seen.waits };
  } finally {
    await app.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export const limitedGoalsMet = (figures: LimitedFigures) =>
  figures.share >= GOAL_SHARE && figures.errorsSeen === 0;

/**
 * Rows a minute the export keeps up. A sliding-window limit lets a window's worth through at once and then
 * nothing until its oldest place is a window old, so progress comes in bursts a window apart: the rate is
 * taken over whole windows, from the start of the second burst to the start of the last (the first
 * window's free burst and the last, partial one left out). With fewer bursts: from a minute in to the end.
 */
function steadyRowsPerMinute(samples: Array<{ atMs: number; rows: number }>): number {
  const burstStarts: number[] = [];
  for (let i = 2; i < samples.length; i++) {
    const [before, flat, now] = [samples[i - 2]!, samples[i - 1]!, samples[i]!];
    if (now.rows > flat.rows && flat.rows === before.rows && flat.atMs >= 10_000) burstStarts.push(i);
  }
  if (burstStarts.length >= 2) {
    const [first, last] = [burstStarts[0]!, burstStarts.at(-1)!];
    const rows = samples[last - 1]!.rows - samples[first - 1]!.rows;
    return (rows / (samples[last]!.atMs - samples[first]!.atMs)) * 60_000;
  }
  const from = samples.find((sample) => sample.atMs >= 60_000) ?? samples[0]!;
  const to = samples.at(-1)!;
  if (to.atMs <= from.atMs) return NaN;
  return ((to.rows - from.rows) / (to.atMs - from.atMs)) * 60_000;
}

// Scripts run in the page as text, so that the bundler's helpers never reach it.
const SCROLL_ONE_SCREEN = `(() => {
  const table = document.querySelector('[role=table]');
  if (table) table.scrollTop += table.clientHeight;
})()`;
const HIGHEST_ROW = `Math.max(0, ...Array.from(document.querySelectorAll('[role=rowgroup] [role=row]'),
  (row) => Number(row.getAttribute('aria-rowindex'))))`;

async function scrollWhileLimited(page: Page, origin: string) {
  let pages = 0;
  let waits = 0;
  let failures = 0;
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/calls')) return;
    if (response.status() === 200) pages += 1;
    else if (response.status() === 429) {
      void response
        .json()
        .then((body: { type?: string }) => (body.type === SERVICE_RATE_LIMIT_PROBLEM ? waits++ : failures++))
        .catch(() => failures++);
    } else failures += 1;
  });
  await page.goto(`${origin}/call-log`);
  await page.getByRole('table').waitFor();
  let alertsSeen = 0;
  const until = Date.now() + SCROLL_SECONDS * 1000;
  while (Date.now() < until) {
    await page.evaluate(SCROLL_ONE_SCREEN);
    if ((await page.getByRole('alert').count()) > 0) alertsSeen += 1;
    await page.waitForTimeout(250);
  }
  const reached = Number(await page.evaluate(HIGHEST_ROW));
  return { pages, waits, errorsSeen: failures + alertsSeen, reached };
}
