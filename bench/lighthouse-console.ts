import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';

/** The built console on the embedded sandbox (as `npm start` runs it), and a signed-in admin's cookie. */
export type ConsoleUnderTest = { origin: string; stop: () => Promise<void> };

const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'switchboard-demo';

export async function startConsole(port: number, staticDir: string, dir: string): Promise<ConsoleUnderTest> {
  const origin = `http://127.0.0.1:${port}`;
  // Another console on the port would answer the health check and take the benchmark's requests.
  if (await answers(origin)) throw new Error(`port ${port} is in use: set BENCH_PORT`);
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_DIR: staticDir,
      DATABASE_URL: join(dir, 'switchboard.db'),
      SANDBOX_DB: join(dir, 'sandbox.db'),
      SANDBOX_CALLS: '2000',
      EMBEDDED_SANDBOX_PORT: '0',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      API_RATE_LIMIT_PER_MINUTE: '1000000',
    },
  });
  for (;;) {
    if (server.exitCode !== null) throw new Error('the console exited while starting');
    if (await answers(origin)) break;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    origin,
    stop: async () => {
      if (server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    },
  };
}

async function answers(origin: string): Promise<boolean> {
  try {
    return (await fetch(`${origin}/api/health`)).ok;
  } catch {
    return false;
  }
}

/** Signs in as a demo user and returns the session cookie (`name=value`). */
export async function signIn(origin: string, username: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf': '1', origin },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in as ${username} answered ${response.status}`);
  const cookie = response.headers.getSetCookie()[0];
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0]!;
}

/** The id of the demo project's main menu (the bank's hotline), the first tree the sandbox seeds. */
export async function demoTreeId(origin: string, cookie: string): Promise<string> {
  const response = await fetch(`${origin}/api/ivr/trees?page=1&pageSize=50`, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET /api/ivr/trees answered ${response.status}`);
  const { items } = (await response.json()) as { items: { id: string; name: string }[] };
  const tree = items.find((item) => item.name.startsWith('Tổng đài chính')) ?? items[0];
  if (!tree) throw new Error('the sandbox has no IVR tree');
  return tree.id;
}

/** A browser context signed in with `session` (`name=value`, as signIn answers) on `origin`. */
export async function signedInContext(
  browser: Browser,
  origin: string,
  session: string,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  const at = session.indexOf('=');
  const context = await browser.newContext({ viewport });
  await context.addCookies([{ name: session.slice(0, at), value: session.slice(at + 1), url: origin }]);
  return context;
}
