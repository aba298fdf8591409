import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTwoInstances, until } from './read-model-world';

let world: Awaited<ReturnType<typeof startTwoInstances>>;
beforeAll(async () => {
  world = await startTwoInstances();
});
afterAll(() => world.close());

const refreshers = () => world.instances.map((bff) => bff.app.readModelRefresher);

describe('the refresher lease', () => {
  it('lets one instance refresh at a time, and another take over when it stops', async () => {
    await until(() => refreshers().some((r) => r.listRounds >= 2));
    const holding = refreshers().filter((r) => r.isRefreshing);
    expect(holding).toHaveLength(1);
    const idle = refreshers().find((r) => !r.isRefreshing)!;
    expect(idle.listRounds).toBe(0);
    expect(idle.counter.calls).toBe(0);

    // A graceful stop hands the lease on at once.
    const holder = world.instances[refreshers().indexOf(holding[0]!)]!;
    await holder.app.readModelRefresher.close();
    await until(() => idle.isRefreshing && idle.listRounds >= 1);
    expect(idle.counter.calls).toBeGreaterThan(0);
  });
});
