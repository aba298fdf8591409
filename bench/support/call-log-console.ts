import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export type CallLogConsole = { origin: string; server: ChildProcess; stop: () => Promise<void> };

/**
 * The console (BFF + embedded sandbox seeded with `calls` calls) serving the built SPA. `rateLimits` is the
 * sandbox's SANDBOX_RATE_LIMITS (`off`, or undefined for its default, calllog=100/min), which the BFF paces to.
 */
export async function startCallLogConsole(options: {
  dir: string;
  port: number;
  staticDir: string;
  calls: number;
  rateLimits?: string;
}): Promise<CallLogConsole> {
  const origin = `http://127.0.0.1:${options.port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      STATIC_DIR: options.staticDir,
      DATABASE_URL: join(options.dir, 'switchboard.db'),
      SANDBOX_DB: join(options.dir, 'sandbox.db'),
      SANDBOX_CALLS: String(options.calls),
      ...(options.rateLimits === undefined ? {} : { SANDBOX_RATE_LIMITS: options.rateLimits }),
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      // A thousand cursor pages in a minute or two: more than a person's default allowance.
      API_RATE_LIMIT_PER_MINUTE: '1000000',
    },
  });
  const stop = async () => {
    if (server.exitCode !== null) return;
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  };
  const started = performance.now();
  for (;;) {
    if (server.exitCode !== null) throw new Error('the console exited while starting');
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // still seeding
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.log(
    `console up on ${options.calls.toLocaleString('en')} calls (limits: ${options.rateLimits ?? 'default'}) ` +
      `after ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return { origin, server, stop };
}
