import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/fixtures/chromium';
import { areas } from '../src/app/navigation/areas';
import { buildSpa, loadAverage } from './support/browser-bench';
import { signedInContext, signIn, startConsole, type ConsoleUnderTest } from './lighthouse-console';

/**
 * The code a person fetches as they go through the console: the overview opened, then every area reached
 * through the navigation, as an admin. For each page, the scripts and stylesheets it fetched (bytes as sent,
 * brotli) and how many. Lighthouse weighs only the page opened first; this weighs what a chunking choice
 * costs the pages opened after it (a module copied into every page that reads it is fetched again on each).
 * BENCH_STATIC_DIR reuses a built SPA.
 */
const PORT = Number(process.env.BENCH_PORT ?? 8261);

type Fetched = { files: number; bytes: number };

function countCode(page: Page, into: () => Fetched) {
  page.on('requestfinished', (request) => {
    if (!/\.(js|css)$/.test(new URL(request.url()).pathname)) return;
    void request.sizes().then((sizes) => {
      const fetched = into();
      fetched.files += 1;
      fetched.bytes += sizes.responseBodySize + sizes.responseHeadersSize;
    });
  });
}

/** The page's heading, then quiet on the network (a page that keeps polling gets 5 s), then its idle-time code. */
async function settle(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {});
  await page.waitForTimeout(1500);
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'page-tour-bench-'));
  let app: ConsoleUnderTest | null = null;
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    app = await startConsole(PORT, buildSpa(dir), dir);
    const session = await signIn(app.origin, 'admin');
    const context = await signedInContext(browser, app.origin, session, { width: 1440, height: 900 });
    const page = await context.newPage();
    let current: Fetched = { files: 0, bytes: 0 };
    countCode(page, () => current);
    console.log(`The console's code, page by page, load average before: ${loadAverage()}`);
    const rows: { path: string; fetched: Fetched }[] = [];
    for (const { path } of Object.values(areas)) {
      current = { files: 0, bytes: 0 };
      if (path === '/') await page.goto(app.origin);
      else await page.getByRole('navigation').locator(`a[href="${path}"]`).first().click();
      await settle(page);
      rows.push({ path, fetched: current });
    }
    console.log('');
    console.log('| page | files | KB as sent |');
    console.log('|---|---|---|');
    for (const { path, fetched } of rows)
      console.log(`| ${path} | ${fetched.files} | ${(fetched.bytes / 1024).toFixed(1)} |`);
    const [first, ...rest] = rows;
    const sum = (list: typeof rows) => list.reduce((total, row) => total + row.fetched.bytes, 0) / 1024;
    console.log('');
    console.log(`Load average after: ${loadAverage()} (2 cores shared)`);
    console.log(
      `Code fetched over ${rows.length} pages: ${sum(rows).toFixed(1)} KB (the first page ${sum([first!]).toFixed(1)} KB, ` +
        `the ${rest.length} after it ${sum(rest).toFixed(1)} KB)`,
    );
  } finally {
    await browser.close();
    await app?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
