import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSpa, loadAverage, verdict } from './support/browser-bench';
import { demoTreeId, signIn, startConsole, type ConsoleUnderTest } from './lighthouse-console';
import { runLighthouse, startChromium, type LighthouseFigures, type Preset } from './lighthouse-run';

/**
 * Lighthouse 12 on the built console (embedded sandbox, signed in as admin) in Debian's headless Chromium:
 * the overview, the IVR editor on the demo menu, the call log and the agents page, with the desktop and
 * the mobile preset. Each page is measured BENCH_LH_RUNS times (default 3) and the median of every figure
 * printed, with the machine's load. BENCH_LH_PAGES (say `overview,agents`) measures only the pages whose
 * names hold one of its words; BENCH_LH_REPORTS names a directory that keeps every run's whole report.
 * BENCH_STATIC_DIR reuses a built SPA; BENCH_ORIGIN measures a console that is already running (demo
 * users, DEMO_PASSWORD) instead of starting one on BENCH_PORT.
 */
const PORT = Number(process.env.BENCH_PORT ?? 8241);
const CHROMIUM_PORT = Number(process.env.BENCH_CHROMIUM_PORT ?? PORT + 1);
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const PRESETS: Preset[] = (process.env.BENCH_LH_PRESETS?.split(',') as Preset[] | undefined) ?? [
  'desktop',
  'mobile',
];
const PAGE_WORDS = process.env.BENCH_LH_PAGES?.toLowerCase().split(',');
const TARGETS = {
  desktop: { performance: 95, lcpMs: 1000 },
  mobile: { performance: 80, lcpMs: 3000 },
  accessibility: 100,
  bestPractices: 100,
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kilobytes = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en')} KB`;

/** A run that fails (say, no paint within Lighthouse's limit on a busy machine) is tried again, twice. */
async function withRetry<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`  a run failed, trying again: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-bench-'));
  let console_: ConsoleUnderTest | null = null;
  let stopChromium: (() => Promise<void>) | null = null;
  try {
    let origin = process.env.BENCH_ORIGIN;
    if (!origin) {
      console_ = await startConsole(PORT, buildSpa(dir), dir);
      origin = console_.origin;
    }
    const cookie = await signIn(origin, 'admin');
    const pages = [
      { name: 'overview `/`', path: '/' },
      { name: 'IVR editor', path: `/ivr/${await demoTreeId(origin, cookie)}` },
      { name: 'call log', path: '/call-log' },
      { name: 'agents', path: '/agents' },
    ].filter(({ name }) => !PAGE_WORDS || PAGE_WORDS.some((word) => name.toLowerCase().includes(word)));
    stopChromium = await startChromium(CHROMIUM_PORT, join(dir, 'chromium-profile'));
    console.log(`Lighthouse on ${origin}, ${RUNS} run(s) a page, load average before: ${loadAverage()}`);
    const rows: string[] = [];
    const benchmarkIndexes: number[] = [];
    /** The entry's script work, unthrottled, in every run of the first page measured (the overview in full). */
    const entryScriptMs: number[] = [];
    const misses = new Set<string>();
    let allMet = true;
    for (const preset of PRESETS) {
      for (const page of pages) {
        const runs: LighthouseFigures[] = [];
        for (let run = 0; run < RUNS; run++) {
          runs.push(
            await withRetry(() => runLighthouse(`${origin}${page.path}`, preset, CHROMIUM_PORT, cookie)),
          );
        }
        benchmarkIndexes.push(...runs.map((f) => f.benchmarkIndex));
        if (page === pages[0]) entryScriptMs.push(...runs.map((f) => f.entryScriptMs));
        const figure = (pick: (figures: LighthouseFigures) => number) => median(runs.map(pick));
        const performance = figure((f) => f.performance);
        const lcpMs = figure((f) => f.lcpMs);
        const accessibility = figure((f) => f.accessibility);
        const bestPractices = figure((f) => f.bestPractices);
        const met =
          performance >= TARGETS[preset].performance &&
          lcpMs <= TARGETS[preset].lcpMs &&
          accessibility >= TARGETS.accessibility &&
          bestPractices >= TARGETS.bestPractices;
        allMet &&= met;
        runs.flatMap((f) => f.misses).forEach((miss) => misses.add(`${page.name}: ${miss}`));
        rows.push(
          `| ${page.name} | ${preset} | ${performance} | ${accessibility} | ${bestPractices} | ` +
            `${seconds(figure((f) => f.fcpMs))} | ${seconds(lcpMs)} | ${Math.round(figure((f) => f.tbtMs))} ms | ` +
            `${figure((f) => f.cls).toFixed(3)} | ${kilobytes(figure((f) => f.bytes))} | ` +
            `${figure((f) => f.requests)} | ${verdict(met)} |`,
        );
        console.log(`  ${preset} ${page.name}: performance ${performance}, LCP ${seconds(lcpMs)}`);
      }
    }
    console.log('');
    console.log(
      '| page | preset | performance | accessibility | best practices | FCP | LCP | TBT | CLS | bytes | requests | targets |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
    rows.forEach((row) => console.log(row));
    console.log('');
    console.log(
      `Targets: desktop performance ≥ ${TARGETS.desktop.performance}, LCP ≤ ${seconds(TARGETS.desktop.lcpMs)}; ` +
        `mobile performance ≥ ${TARGETS.mobile.performance}, LCP ≤ ${seconds(TARGETS.mobile.lcpMs)}; ` +
        `accessibility and best practices 100. Medians of ${RUNS} run(s). ${allMet ? 'All met.' : 'Some MISSED.'}`,
    );
    for (const miss of misses) console.log(`  missed audit — ${miss}`);
    console.log(
      `Machine: Lighthouse benchmark index ${Math.round(median(benchmarkIndexes))} (median; ` +
        `${Math.round(Math.min(...benchmarkIndexes))}–${Math.round(Math.max(...benchmarkIndexes))}). ` +
        "The mobile figures are simulated from this machine's own timings: a slower machine scores lower.",
    );
    console.log(
      `The console's own pace: the entry chunk's script work on the ${pages[0]?.name} page at this ` +
        `machine's speed, ${Math.round(median(entryScriptMs))} ms (median; ` +
        `${Math.round(Math.min(...entryScriptMs))}–${Math.round(Math.max(...entryScriptMs))}). Compare it ` +
        'with another machine before its figures: the benchmark index does not always follow it.',
    );
    console.log(`Load average after: ${loadAverage()} (2 cores shared)`);
  } finally {
    await stopChromium?.();
    await console_?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
