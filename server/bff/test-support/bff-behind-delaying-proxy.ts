import type { StartBffOptions } from './bff-harness';
import { startBffWithSandbox, type BffWithSandbox } from './bff-with-sandbox';
import { startDelayingProxy, type DelayingProxy } from './delaying-proxy';

/** A BFF whose service calls go through a delaying proxy, each request's calls given `deadlineMs` in all. */
export async function startBffBehindDelayingProxy(
  deadlineMs: number,
  bff: Omit<StartBffOptions, 'upstream' | 'users' | 'serviceDeadlineMs'> = {},
): Promise<{ world: BffWithSandbox; proxy: DelayingProxy; close: () => Promise<void> }> {
  let proxy: DelayingProxy | undefined;
  const world = await startBffWithSandbox({
    bff: { ...bff, serviceDeadlineMs: deadlineMs },
    via: async (sandboxOrigin) => {
      proxy = await startDelayingProxy(sandboxOrigin);
      return proxy.origin;
    },
  });
  const started = proxy!;
  return {
    world,
    proxy: started,
    close: async () => {
      await world.close();
      await started.close();
    },
  };
}
