import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';

/**
 * The production log goes to standard output off the event loop (asyncStdout). Lines queued when the
 * process ends must still be written: a log that loses the lines around a shutdown or a crash hides what
 * happened. A child process logs a burst and ends at once; the parent counts what arrived.
 */
const LINES = 5_000;

type Run = { lines: string[]; errors: string; code: number | null };

async function runLogger(ending: string, lines = LINES, padding = 0): Promise<Run> {
  const script = `
    import { pino } from 'pino';
    import { asyncStdout, loggerOptions } from './server/bff/startup/logger.ts';
    const log = pino(loggerOptions('info'), asyncStdout());
    for (let i = 0; i < ${lines}; i += 1) log.info({ i, password: 'hunter2-secret', padding: '${'x'.repeat(padding)}' }, 'line');
    ${ending}
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let errors = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
  // 'close' comes after the process has exited and its standard output has been read to the end.
  const [code] = (await once(child, 'close')) as [number | null];
  return { lines: output.split('\n').filter(Boolean), errors, code };
}

describe('the asynchronous log destination', () => {
  it('writes every queued line when the process exits straight after logging', async () => {
    const { lines, code } = await runLogger('process.exit(0);');
    expect(code).toBe(0);
    expect(lines).toHaveLength(LINES);
    expect(lines.map((line) => (JSON.parse(line) as { i: number }).i)).toEqual(
      Array.from({ length: LINES }, (_, i) => i),
    );
  });

  it('writes every queued line when the process dies of an uncaught error', async () => {
    const { lines, code } = await runLogger("setImmediate(() => { throw new Error('boom'); });");
    expect(code).not.toBe(0);
    expect(lines).toHaveLength(LINES);
  });

  it('still censors secrets in what it writes', async () => {
    const { lines } = await runLogger('process.exit(0);');
    expect(lines.join('\n')).not.toContain('hunter2-secret');
    expect(JSON.parse(lines[0]!)).toMatchObject({ password: '[redacted]' });
  });

  it('drops what does not fit in its 16 MB queue, and says how many lines it dropped, even at exit', async () => {
    // ~1.1 kB a line, logged in one go: about 27 MB, so that about 40% cannot be queued.
    const total = 25_000;
    const { lines, errors, code } = await runLogger('process.exit(0);', total, 1_000);
    expect(code).toBe(0);
    const reported = /(\d+) log lines dropped: standard output is not read fast enough/.exec(errors);
    expect(reported).not.toBeNull();
    expect(lines.length).toBeLessThan(total);
    expect(lines.length + Number(reported![1])).toBe(total);
  });
});
