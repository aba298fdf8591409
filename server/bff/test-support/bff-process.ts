import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

/** A BFF started as `server/main.ts` in a process of its own, as a deployment runs it. */
export type BffProcess = {
  origin: string;
  pid: number;
  /** Everything the process wrote to stdout and stderr so far (for log canary checks and failures). */
  output: () => string;
  /** SIGKILL: dies at once, mid-request, without releasing anything (a crashed instance). */
  kill: () => Promise<void>;
  /** SIGTERM: the graceful shutdown a load balancer's drain would trigger. */
  stop: () => Promise<void>;
};

const LISTENING = /Switchboard is listening on (http:\/\/\S+)/;
/** Long enough for a cold tsx start on a busy machine; BFF_START_TIMEOUT_MS overrides it. */
const START_TIMEOUT_MS = Number(process.env.BFF_START_TIMEOUT_MS ?? 45_000);

/** Starts `node --import tsx server/main.ts` with `env` on top of ours and waits until it listens. */
export async function startBffProcess(env: Record<string, string>): Promise<BffProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', STATIC_DIR: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const origin = await listeningOrigin(child, () => output);
  const exited = once(child, 'exit');
  const ended = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    origin,
    pid: child.pid!,
    output: () => output,
    kill: () => ended('SIGKILL'),
    stop: () => ended('SIGTERM'),
  };
}

function listeningOrigin(child: ChildProcess, output: () => string): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the BFF did not start in time:\n${output()}`));
    }, START_TIMEOUT_MS);
    const onData = () => {
      const match = LISTENING.exec(output());
      if (!match) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      resolve(match[1]!);
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the BFF exited with ${code} before listening:\n${output()}`));
    });
  });
}
