import { afterAll, afterEach, beforeAll } from 'vitest';
import type { StartBffOptions } from './bff-harness';
import { startBffBehindDelayingProxy } from './bff-behind-delaying-proxy';
import { startBffWithSandbox, type BffWithSandbox } from './bff-with-sandbox';
import type { DelayingProxy } from './delaying-proxy';

type Closable = { close: () => Promise<void> };

/**
 * Starts a world once before a file's tests and closes it after them; `reset` puts it back after each test
 * (faults cleared, a proxy passing again). Returns how tests read it, once it has started.
 */
function worldForSuite<W extends Closable>(start: () => Promise<W>, reset?: (world: W) => unknown): () => W {
  let started: W | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(() => started?.close());
  if (reset) afterEach(() => started && reset(started));
  return () => {
    if (!started) throw new Error('The suite’s world is read before it started (outside a test?)');
    return started;
  };
}

/** A real BFF in front of a real sandbox for a file's tests: `setup.world` in each test. */
export function bffWithSandboxSuite(reset?: (world: BffWithSandbox) => unknown): {
  readonly world: BffWithSandbox;
} {
  const world = worldForSuite(() => startBffWithSandbox(), reset);
  return {
    get world() {
      return world();
    },
  };
}

/**
 * A BFF whose service calls go through a delaying proxy (each request's calls given `deadlineMs` in all) for
 * a file's tests; the proxy passes everything again after each test.
 */
export function bffBehindDelayingProxySuite(
  deadlineMs: number,
  bff?: Omit<StartBffOptions, 'upstream' | 'users' | 'serviceDeadlineMs'>,
): { readonly world: BffWithSandbox; readonly proxy: DelayingProxy } {
  const setup = worldForSuite(
    () => startBffBehindDelayingProxy(deadlineMs, bff),
    ({ proxy }) => proxy.use(() => 'pass'),
  );
  return {
    get world() {
      return setup().world;
    },
    get proxy() {
      return setup().proxy;
    },
  };
}
