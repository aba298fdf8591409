import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export type Preset = 'desktop' | 'mobile';

/** The figures of one Lighthouse run, as its report gives them. */
export type LighthouseFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
  requests: number;
  /**
   * Lighthouse's measure of the machine's speed (`environment.benchmarkIndex`): the mobile preset's
   * simulated figures scale with it, so a figure is read beside it.
   */
  benchmarkIndex: number;
  /**
   * The script work of the entry's chunk (`/assets/app-….js`, React and the console's start-up among it), at
   * this machine's own speed (the simulated phone's figure divided by its slowdown): the console's own pace
   * here, which the benchmark index, a plain loop, does not always follow.
   */
  entryScriptMs: number;
  /** Accessibility and best-practices audits that did not pass, with what they found. */
  misses: string[];
};

/** Debian's Chromium, headless, with a DevTools port for Lighthouse; never a downloaded browser. */
export async function startChromium(port: number, profileDir: string): Promise<() => Promise<void>> {
  const chromium = spawn(
    CHROMIUM,
    [
      '--headless',
      '--no-sandbox',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profileDir}`,
      '--no-first-run',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  for (let attempt = 0; ; attempt++) {
    if (chromium.exitCode !== null) throw new Error(`${CHROMIUM} exited with ${chromium.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      if (attempt > 100) throw new Error(`${CHROMIUM} opened no DevTools port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return async () => {
    if (chromium.exitCode !== null) return;
    const exited = new Promise((resolve) => chromium.once('exit', resolve));
    chromium.kill('SIGTERM');
    await exited;
  };
}

/**
 * One Lighthouse navigation of `url` with the preset's throttling, signed in by the session cookie sent
 * with every request (Lighthouse resets the browser's storage before it loads the page).
 */
export async function runLighthouse(
  url: string,
  preset: Preset,
  chromiumPort: number,
  cookie: string,
): Promise<LighthouseFigures> {
  const flags: Flags = {
    port: chromiumPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    extraHeaders: { cookie },
  };
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  // BENCH_LH_REPORTS keeps every run's whole report, to read which tasks and requests made a figure.
  const reports = process.env.BENCH_LH_REPORTS;
  if (reports) {
    mkdirSync(reports, { recursive: true });
    const name = `${preset}-${new URL(url).pathname.replace(/\W+/g, '-')}-${Date.now()}.json`;
    writeFileSync(join(reports, name), JSON.stringify(lhr));
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    bytes: numeric('total-byte-weight'),
    requests: countRequests(lhr.audits['network-requests']?.details),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    entryScriptMs: entryScriptMs(lhr),
    misses: missedAudits(lhr, ['accessibility', 'best-practices']),
  };
}

/** The entry chunk's scripting time (`bootup-time`), unthrottled: simulated figures are scaled back. */
function entryScriptMs(lhr: Report): number {
  const items = (lhr.audits['bootup-time']?.details as { items?: { url?: string; scripting?: number }[] })
    ?.items;
  const entry = items?.find((item) => /\/assets\/app-[\w-]+\.js$/.test(item.url ?? ''));
  const { throttlingMethod, throttling } = lhr.configSettings;
  const slowdown = throttlingMethod === 'simulate' ? (throttling.cpuSlowdownMultiplier ?? 1) : 1;
  return entry?.scripting === undefined ? NaN : entry.scripting / slowdown;
}

function countRequests(details: unknown): number {
  const items = (details as { items?: unknown[] } | undefined)?.items;
  return items ? items.length : NaN;
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** Each failed audit of the categories, with the first items of what it found (an issue's kind, a node). */
function missedAudits(lhr: Report, categories: string[]): string[] {
  const missed: string[] = [];
  for (const category of categories) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      missed.push(`${ref.id}: ${JSON.stringify(audit.details ?? {}).slice(0, 600)}`);
    }
  }
  return missed;
}
