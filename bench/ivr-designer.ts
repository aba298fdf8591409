import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import type { IvrMenu } from '../src/core/ivr/ivr-menu';
import { generatedMenu } from '../src/features/ivr-designer/test-support/menu-fixture';
import { randomMenu } from '../src/features/ivr-designer/test-support/random-menu';
import { buildSpa, ms, percentile, verdict } from './support/browser-bench';
import { framesWhile, panFrames } from './support/canvas-frames';
import { countOverlaps, type OverlapCount } from './support/layout-overlaps';
import { longTasksSince, watchLongTasks } from './support/long-tasks';
import { BenchTrees } from './support/bench-trees';
import { seedDraft } from './support/seed-draft';

/**
 * The IVR editor in headless Chromium on the embedded sandbox: time from opening a 500-node tree (about
 * 1,300 keys, created through the API) to its cards on the canvas; frame times (requestAnimationFrame
 * deltas in the page) while panning, zooming and dragging a card of a 1,000-node tree; and the time the
 * worker takes to lay out 1,000 nodes; overlapping cards after auto-layout on the demo menu and on random
 * 50/500/1,000-node menus; a 5,000-node draft (seeded straight into the database) opened and panned.
 * BENCH_STATIC_DIR reuses a built SPA.
 */
const PORT = Number(process.env.BENCH_PORT ?? 8231);
const OPEN_SAMPLES = 6;
const TARGETS = { openMedianMs: 1500, frameP95Ms: 50, layoutMs: 1000, bigOpenMs: 2500 };
const BIG_MENU_NODES = 5000;
const BIG_OPEN_SAMPLES = 3;
const DEMO_TREE = 'Tổng đài chính – Ngân hàng Sao Việt';
const origin = `http://127.0.0.1:${PORT}`;
const csrf = { 'x-csrf': '1', origin };
const dir = mkdtempSync(join(tmpdir(), 'ivr-bench-'));

async function portTaken(): Promise<boolean> {
  try {
    await fetch(`${origin}/api/health`);
    return true;
  } catch {
    return false;
  }
}

async function startConsole(staticDir: string): Promise<ChildProcess> {
  // Another console on the port would answer the health check and take the benchmark's requests.
  if (await portTaken()) throw new Error(`port ${PORT} is in use: set BENCH_PORT`);
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      STATIC_DIR: staticDir,
      DATABASE_URL: join(dir, 'switchboard.db'),
      SANDBOX_DB: join(dir, 'sandbox.db'),
      SANDBOX_CALLS: '100',
      SANDBOX_RATE_LIMITS: 'off',
      EMBEDDED_SANDBOX_PORT: '0',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      // Creating a tree of 1,800 objects takes more requests than a person's allowance.
      API_RATE_LIMIT_PER_MINUTE: '1000000',
    },
  });
  for (;;) {
    if (server.exitCode !== null) throw new Error('the console exited while starting');
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return server;
    } catch {
      // still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** Milliseconds from navigation start to the first card drawn on the canvas. */
async function timeToCanvas(page: Page, treeId: string): Promise<number> {
  await page.goto(`${origin}/ivr/${treeId}`, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    () => (document.querySelector('.react-flow__node') ? performance.now() : 0),
    undefined,
    { polling: 'raf', timeout: 60_000 },
  );
  return await handle.jsonValue();
}

async function main() {
  const staticDir = buildSpa(dir);
  const server = await startConsole(staticDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    // The console forbids eval (CSP); the recorder above is evaluated as a string.
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 }, bypassCSP: true });
    const login = await context.request.post(`${origin}/api/auth/login`, {
      data: { username: 'supervisor', password: process.env.DEMO_PASSWORD ?? 'switchboard-demo' },
      headers: csrf,
    });
    if (!login.ok()) throw new Error(`sign-in: HTTP ${login.status()}`);
    const page = await context.newPage();
    const trees = new BenchTrees(context, origin);

    const menu500 = generatedMenu(500);
    let started = performance.now();
    const tree500 = await trees.createLiveTree(menu500);
    console.log(
      `500-node tree with ${menu500.keys.length} keys created through the API in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    // Where an open's time goes: the draft arrives over its WebSocket; how long after the socket opened.
    const answers: string[] = [];
    page.on('websocket', (socket) => {
      const opened = performance.now();
      socket.once('framereceived', () => answers.push(`${(performance.now() - opened).toFixed(0)} ms`));
    });
    const opens: number[] = [];
    for (let run = 0; run < OPEN_SAMPLES; run += 1) {
      opens.push(await timeToCanvas(page, tree500));
      // The first open lays the tree out and stores the layout a second later; let that land.
      await page.waitForTimeout(1500);
    }
    const openMedian = percentile(opens, 50);
    console.log(`open 500-node tree, runs: ${opens.map((value) => value.toFixed(0)).join(', ')} ms`);
    console.log(`  the draft's first answer over its WebSocket: ${answers.join(', ') || 'none'}`);
    page.removeAllListeners('websocket');

    const menu1000 = generatedMenu(1000);
    started = performance.now();
    const tree1000 = await trees.createDraftTree(menu1000);
    console.log(
      `1,000-node draft (${menu1000.keys.length} keys) saved in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    await timeToCanvas(page, tree1000);
    // The editor warms ELK up a moment after the menu is drawn; a person tidies up a moment after opening.
    const warmUpHandle = await page.waitForFunction(
      () => performance.getEntriesByName('ivr-layout-warm-up').at(0)?.duration,
      undefined,
      { timeout: 60_000 },
    );
    const warmUpMs = (await warmUpHandle.jsonValue()) ?? NaN;
    await page.waitForTimeout(500);
    await page.evaluate(() => performance.clearMeasures('ivr-layout'));
    // Found before the watch starts: finding a button by its role reads the whole page (40 ms on 1,000
    // nodes), the benchmark's own work, not the console's.
    const tidyButton = await page.getByRole('button', { name: 'Sắp xếp gọn', exact: true }).elementHandle();
    if (!tidyButton) throw new Error('no tidy-up button');
    // Main-thread tasks over 50 ms from the click until the laid-out menu is drawn and fitted.
    const clicked = await watchLongTasks(page);
    await tidyButton.click();
    const layoutHandle = await page.waitForFunction(
      () => {
        const measure = performance.getEntriesByName('ivr-layout').at(-1) as PerformanceMeasure | undefined;
        return (
          measure && {
            ms: measure.duration,
            detail: measure.detail as { engine: string; cards: number; workerMs: number },
          }
        );
      },
      undefined,
      { timeout: 60_000 },
    );
    const laidOut = await layoutHandle.jsonValue();
    if (!laidOut) throw new Error('no layout measured');
    // The button is busy until the view is fitted to the new layout.
    await page.waitForFunction(() => !document.querySelector('button[data-loading="true"]'), undefined, {
      timeout: 60_000,
    });
    await page.waitForTimeout(500);
    const blocks = await longTasksSince(page, clicked);
    const longestBlock = Math.max(0, ...blocks.map((block) => block.duration));
    const { ms: layoutMs, detail: layoutDetail } = laidOut;
    await page.waitForTimeout(1500);

    const pane = await page.locator('.react-flow__pane').boundingBox();
    if (!pane) throw new Error('no canvas');
    const cx = pane.x + pane.width / 2;
    const cy = pane.y + pane.height / 2;
    const panZoom = await framesWhile(page, async () => {
      for (let sweep = 0; sweep < 3; sweep += 1) {
        await page.mouse.move(cx, cy);
        await page.mouse.down();
        await page.mouse.move(cx - 400, cy - 250, { steps: 30 });
        await page.mouse.up();
        for (let notch = 0; notch < 6; notch += 1) await page.mouse.wheel(0, sweep % 2 === 0 ? -120 : 120);
      }
    });
    // Bring one card into view through the search, as a person would, then drag it.
    await page.getByRole('combobox', { name: 'Tìm nút' }).fill('Menu 400');
    await page.getByRole('option').first().click();
    await page.waitForTimeout(800);
    const card = await page.locator('.react-flow__node-prompt.selected').first().boundingBox();
    if (!card) throw new Error('no card in view');
    const drag = await framesWhile(page, async () => {
      await page.mouse.move(card.x + 40, card.y + 20);
      await page.mouse.down();
      await page.mouse.move(card.x + 340, card.y + 220, { steps: 60 });
      await page.mouse.up();
    });
    const panP95 = percentile(panZoom, 95);
    const dragP95 = percentile(drag, 95);

    const overlapMenus: [string, IvrMenu][] = [
      ['demo menu', await trees.demoMenu(DEMO_TREE)],
      ['random 50 nodes', randomMenu(50)],
      ['random 500 nodes', randomMenu(500)],
      ['random 1,000 nodes', randomMenu(1000)],
    ];
    const overlaps: [string, OverlapCount][] = [];
    for (const [name, menu] of overlapMenus) overlaps.push([name, await countOverlaps(menu)]);

    const bigMenu = generatedMenu(BIG_MENU_NODES);
    const { id: bigTree } = await trees.post('/ivr/trees', {
      name: `Bench ${BIG_MENU_NODES} ${Date.now()}`,
    });
    await seedDraft(join(dir, 'switchboard.db'), bigTree, bigMenu);
    const bigOpens: number[] = [];
    for (let run = 0; run < BIG_OPEN_SAMPLES; run += 1) {
      bigOpens.push(await timeToCanvas(page, bigTree));
      await page.waitForTimeout(2500);
    }
    const bigPan = await panFrames(page);
    const bigOpenMedian = percentile(bigOpens, 50);
    const bigPanP95 = percentile(bigPan, 95);

    console.log('');
    console.log(`open 500-node tree, runs:     ${opens.map((value) => value.toFixed(0)).join(', ')} ms`);
    console.log(
      `open 500-node tree, median:   ${ms(openMedian)} (target ≤ ${TARGETS.openMedianMs} ms: ${verdict(openMedian <= TARGETS.openMedianMs)})`,
    );
    console.log(
      `1,000 nodes pan/zoom p95:     ${ms(panP95)} over ${panZoom.length} frames (target ≤ ${TARGETS.frameP95Ms} ms: ${verdict(panP95 <= TARGETS.frameP95Ms)})`,
    );
    console.log(
      `1,000 nodes drag p95:         ${ms(dragP95)} over ${drag.length} frames (target ≤ ${TARGETS.frameP95Ms} ms: ${verdict(dragP95 <= TARGETS.frameP95Ms)})`,
    );
    console.log(
      `ELK made ready after showing: ${ms(warmUpMs)} (loaded and warmed in the worker, asked 3 s after the 1,000-node menu was drawn)`,
    );
    console.log(
      `layout of 1,000 nodes:        ${ms(layoutMs)} asked to answered (${ms(layoutDetail.workerMs)} laying out in the worker), ${layoutDetail.cards} cards by the ${layoutDetail.engine} layout (target ≤ ${TARGETS.layoutMs} ms: ${verdict(layoutMs <= TARGETS.layoutMs)})`,
    );
    console.log(
      // The browser reports only tasks over 50 ms: with none, the longest was shorter than that.
      `main thread, click to fitted: longest task ${blocks.length > 0 ? ms(longestBlock) : 'under 50 ms'} (target ≤ 50 ms: ${verdict(longestBlock <= 50)}); tasks over 50 ms: ${blocks.map((block) => `${ms(block.duration)} at ${block.at.toFixed(0)} ms`).join(', ') || 'none'}`,
    );
    for (const [name, count] of overlaps)
      console.log(
        `overlaps after layout, ${name}: ${count.cardPairs} card pairs, ${count.labelPairs} card/label pairs (${count.cards} cards, ${count.engine}, ${ms(count.ms)} in Node)`,
      );
    console.log(
      `${BIG_MENU_NODES} nodes (${bigMenu.keys.length} keys) open, runs: ${bigOpens.map((value) => value.toFixed(0)).join(', ')} ms, median ${ms(bigOpenMedian)} (target ≤ ${TARGETS.bigOpenMs} ms: ${verdict(bigOpenMedian <= TARGETS.bigOpenMs)})`,
    );
    console.log(
      `${BIG_MENU_NODES} nodes pan p95: ${ms(bigPanP95)} over ${bigPan.length} frames (target ≤ ${TARGETS.frameP95Ms} ms: ${verdict(bigPanP95 <= TARGETS.frameP95Ms)})`,
    );
    console.log(
      `machine load (1, 5, 15 min): ${loadavg()
        .map((value) => value.toFixed(2))
        .join(', ')}`,
    );
    const overlapping = overlaps.reduce((sum, [, count]) => sum + count.cardPairs + count.labelPairs, 0);
    console.log(`ivr: overlapping cards ${overlapping} on ${overlaps.length} menus`);
    console.log(
      `ivr: ${BIG_MENU_NODES} nodes open ${bigOpenMedian.toFixed(0)} ms, pan p95 ${bigPanP95.toFixed(1)} ms`,
    );
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
