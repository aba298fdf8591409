import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/fixtures/chromium';
import { countReactCommits } from '../e2e/fixtures/react-commits';
import { buildSpa, percentile } from './support/browser-bench';
import { machineLoad } from './support/load';
import { demoTreeId, signedInContext, signIn, startConsole } from './lighthouse-console';

/**
 * What a pointer costs in the IVR editor, on the demo menu: a supervisor's own pointer swept across the
 * canvas (41 moves, one every 60 ms; each goes out to the draft's other editors every 50 ms at most), then
 * another supervisor's, drawn on her screen. For each, the main thread's script, style and layout time and
 * React's commits on her screen meanwhile, from Chromium's own counters. BENCH_POINTER_RUNS sweeps of each
 * (default 5, each in fresh tabs); BENCH_STATIC_DIR reuses a build.
 */
const PORT = Number(process.env.BENCH_PORT ?? 8261);
const RUNS = Number(process.env.BENCH_POINTER_RUNS ?? 5);
const MOVES = 40;

type Sweep = { mainThreadMs: number; commits: number };

/** A tab with the editor open, its Chromium counters and its React commits. */
type OpenEditor = {
  page: Page;
  readMetrics: () => Promise<Record<string, number>>;
  counter: Awaited<ReturnType<typeof countReactCommits>>;
  close: () => Promise<void>;
};

/** Sweeps the pointer of `moving` over its canvas, measuring the screen of `watched`. */
async function sweep(moving: Page, watched: OpenEditor): Promise<Sweep> {
  const canvas = (await moving.locator('.react-flow').boundingBox())!;
  const { readMetrics, counter } = watched;
  const busy = (metrics: Record<string, number>) =>
    (metrics.ScriptDuration ?? 0) + (metrics.RecalcStyleDuration ?? 0) + (metrics.LayoutDuration ?? 0);
  const before = await readMetrics();
  await counter.reset();
  for (let move = 0; move <= MOVES; move++) {
    const x = canvas.x + 40 + ((canvas.width - 80) * move) / MOVES;
    await moving.mouse.move(x, canvas.y + canvas.height - 30);
    await moving.waitForTimeout(60);
  }
  const after = await readMetrics();
  return { mainThreadMs: (busy(after) - busy(before)) * 1000, commits: await counter.commits() };
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'pointer-bench-'));
  const console_ = await startConsole(PORT, buildSpa(dir), dir);
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const cookie = await signIn(console_.origin, 'supervisor');
    const url = `${console_.origin}/ivr/${await demoTreeId(console_.origin, cookie)}`;
    /** The editor on the demo menu in a fresh tab, once the opening's own work is over. */
    const openEditor = async (address: string, session: string): Promise<OpenEditor> => {
      const context = await signedInContext(browser, console_.origin, session, { width: 1350, height: 940 });
      const page = await context.newPage();
      const counter = await countReactCommits(page);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      const readMetrics = async () =>
        Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
      await page.goto(address);
      await page.locator('.react-flow__node').first().waitFor();
      // Layout, validation and the tidy-up's warm-up are over before a sweep.
      await page.waitForTimeout(4_000);
      return { page, readMetrics, counter, close: () => context.close() };
    };
    console.log(`Pointer sweeps over the demo menu's canvas, ${RUNS} run(s), ${machineLoad()} before`);
    const own: Sweep[] = [];
    const another: Sweep[] = [];
    const otherCookie = await signIn(console_.origin, 'admin');
    for (let run = 0; run < RUNS; run++) {
      const mine = await openEditor(url, cookie);
      own.push(await sweep(mine.page, mine));
      const theirs = await openEditor(url, otherCookie);
      another.push(await sweep(theirs.page, mine));
      console.log(
        `  run ${run + 1}: own pointer ${own.at(-1)!.mainThreadMs.toFixed(0)} ms, ${own.at(-1)!.commits} commits; ` +
          `another's ${another.at(-1)!.mainThreadMs.toFixed(0)} ms, ${another.at(-1)!.commits} commits`,
      );
      await Promise.all([mine.close(), theirs.close()]);
    }
    console.log(`${machineLoad()} after (2 cores shared)`);
    for (const [who, sweeps] of [
      ['own pointer', own],
      ["another's pointer", another],
    ] as const) {
      const median = (pick: (sweep: Sweep) => number) => percentile(sweeps.map(pick), 50);
      console.log(
        `${who}, ${MOVES + 1} moves: main thread ${median((s) => s.mainThreadMs).toFixed(0)} ms, ` +
          `${(median((s) => s.mainThreadMs) / (MOVES + 1)).toFixed(1)} ms a move, ` +
          `${median((s) => s.commits)} React commits (medians of ${RUNS})`,
      );
    }
  } finally {
    await browser.close();
    await console_.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
