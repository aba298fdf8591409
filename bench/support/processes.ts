import { fork, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BFF_NODE_FLAGS } from '../../scripts/bff-node-flags.mjs';

export const BENCH_SECRET = 'bench-secret-5c2b9e7d41a0';
export const BENCH_PASSWORD = 'bench-password-1234';
const SID = 'SK_BENCH';

export type SandboxProcess = { origin: string; baseUrl: string; apiUrl: string; stop: () => Promise<void> };

/** The standalone sandbox (`npm run sandbox`) on a free port, seeded with the demo project. */
export async function startSandboxProcess(env: Record<string, string> = {}): Promise<SandboxProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-sandbox-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/sandbox/main.ts'], {
    env: {
      ...process.env,
      SANDBOX_PORT: '0',
      SANDBOX_DB: join(dir, 'sandbox.db'),
      SANDBOX_CALLS: '500',
      // The BFF's own cost under load, not the service's rate limits.
      SANDBOX_RATE_LIMITS: 'off',
      SANDBOX_API_KEY_SID: SID,
      SANDBOX_API_KEY_SECRET: BENCH_SECRET,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const baseUrl = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /base_url: (\S+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the sandbox exited with ${code}: ${output}`)));
  });
  const origin = new URL(baseUrl).origin;
  return {
    origin,
    baseUrl,
    apiUrl: `${origin}/api`,
    stop: async () => {
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** What the BFF process reports about the round just run, asked with `event-loop` (bench-bff.ts). */
export type BffLoop = {
  p99Ms: number;
  maxMs: number;
  cpuMsPerRequest: number;
  gc: { pauses: number; totalMs: number; maxMs: number; major: number };
};

export type BffBenchProcess = {
  origin: string;
  /** Asks the process a question (`mints`, `memory`, `gc-memory`) and returns its answer. */
  ask: <T>(question: string) => Promise<T>;
  stop: () => Promise<void>;
};

/**
 * bench/support/bench-bff.ts in front of `sandbox`; DATABASE_URL (if set) picks PostgreSQL. It logs as
 * the console does in production (BENCH_LOG_LEVEL, default info) to its standard output, which goes to a
 * file here, as it would to a log collector. With BENCH_CPU_PROF=<dir> the process writes a V8 CPU
 * profile there when it stops (read it with bench/cpu-profile-summary.ts).
 */
export async function startBffProcess(
  sandbox: SandboxProcess,
  extraNodeFlags: string[] = [],
): Promise<BffBenchProcess> {
  const profileDir = process.env.BENCH_CPU_PROF;
  const logDir = mkdtempSync(join(tmpdir(), 'bench-bff-log-'));
  const log = openSync(join(logDir, 'bff.log'), 'a');
  const child = fork('bench/support/bench-bff.ts', [], {
    stdio: ['ignore', log, 'inherit', 'ipc'],
    execArgv: [
      '--import',
      'tsx',
      '--expose-gc',
      ...BFF_NODE_FLAGS,
      // After the production flags, so that a flag given here overrides its production value.
      ...extraNodeFlags,
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    ],
    env: {
      ...process.env,
      SERVICE_BASE_URL: sandbox.baseUrl,
      SERVICE_API_URL: sandbox.apiUrl,
      SERVICE_API_KEY_SID: SID,
      SERVICE_API_KEY_SECRET: BENCH_SECRET,
      BENCH_PASSWORD,
    },
  });
  // A BFF that cannot start (a bad flag, a port in use) exits instead of answering: say so, do not wait.
  const [first] = (await Promise.race([
    once(child, 'message'),
    once(child, 'exit').then(([code]) => {
      throw new Error(`the bench BFF exited with ${String(code)} before it listened`);
    }),
  ])) as [{ origin: string }];
  const ask = async <T>(question: string): Promise<T> => {
    const answer = once(child, 'message') as Promise<[T]>;
    child.send(question);
    return (await answer)[0];
  };
  return {
    origin: first.origin,
    ask,
    stop: async () => {
      await stopChild(child);
      closeSync(log);
      rmSync(logDir, { recursive: true, force: true });
    },
  };
}

/** startBffProcess, and if the BFF cannot start, the sandbox stopped before the error is passed on. */
export async function startBffOrStopSandbox(sandbox: SandboxProcess): Promise<BffBenchProcess> {
  try {
    return await startBffProcess(sandbox);
  } catch (error) {
    await sandbox.stop();
    throw error;
  }
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

/** Signs in to the BFF and returns the cookie header value. */
export async function signIn(origin: string, username: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf': '1', origin },
    body: JSON.stringify({ username, password: BENCH_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  const cookie = response.headers.getSetCookie()[0];
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0]!;
}
