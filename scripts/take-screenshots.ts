// Refreshes the README's screenshots: starts the console on a throw-away sandbox (scripts/e2e-server.mjs),
// signs in as the demo admin and photographs the main pages. Usage: npx tsx scripts/take-screenshots.ts
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const port = Number(process.env.SCREENSHOT_PORT ?? 8291);
const origin = `http://127.0.0.1:${port}`;
const outDir = join(import.meta.dirname, '../docs/screenshots');

const server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
  stdio: 'ignore',
});

async function waitForHealth(): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    const ok = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the console did not start');
}

try {
  await waitForHealth();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, baseURL: origin });
  await page.goto('/login');
  await page.getByLabel('Tên đăng nhập').fill('admin');
  await page.getByLabel('Mật khẩu', { exact: true }).fill(process.env.DEMO_PASSWORD ?? 'switchboard-demo');
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await page.waitForURL(`${origin}/`);

  const shoot = async (path: string, file: string, ready: () => Promise<unknown>) => {
    await page.goto(path);
    await ready();
    await page.waitForTimeout(800);
    await page.screenshot({ path: join(outDir, file) });
  };
  await shoot('/ivr', 'ivr-trees.png', () => page.getByRole('table').waitFor());
  const bankTree = page.getByRole('link', { name: /Ngân hàng/ }).first();
  await bankTree.click();
  await page.locator('.react-flow__node').first().waitFor();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: join(outDir, 'ivr-editor.png') });
  await page.getByRole('button', { name: 'Tập trung (F)' }).click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: join(outDir, 'ivr-editor-focus.png') });
  await shoot(`${new URL(page.url()).pathname}/simulate`, 'ivr-simulator.png', () =>
    page.locator('.react-flow__node').first().waitFor(),
  );
  await shoot('/call-log', 'call-log.png', () => page.getByRole('row').nth(3).waitFor());
  await shoot('/agents', 'agents.png', () => page.getByRole('row').nth(3).waitFor());
  await shoot('/board', 'board.png', () => page.getByTestId('board-figure').first().waitFor());
  await page.setViewportSize({ width: 1920, height: 1080 });
  await shoot('/board/wall', 'board-wall.png', () => page.getByTestId('board-figure').first().waitFor());
  await browser.close();
} finally {
  server.kill('SIGTERM');
}
