import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardSnapshot } from '@/core/board/board-snapshot';
import { postgresReachable } from '@server/db/test-support/postgres-test-schema';
import { BOARD_ID } from '../../board/board-poller-row';
import { openSse } from '../../board/test-support/sse-client';
import { CLUSTER_ADMIN, startBffCluster, type BffCluster } from '../../test-support/bff-cluster';

const available = await postgresReachable();
const LEASE_MS = 2_000;

let cluster: BffCluster;
beforeAll(async () => {
  if (!available) return;
  cluster = await startBffCluster(2, {
    BOARD_POLL_MS: '300',
    BOARD_IDLE_POLL_MS: '300',
    BOARD_CHAT_POLL_MS: '300',
    BOARD_GROUPS_POLL_MS: '1000',
    BOARD_FOLLOW_MS: '100',
    BOARD_LEASE_MS: String(LEASE_MS),
  });
}, 120_000);
afterAll(async () => {
  if (available) await cluster.close();
});

/** The process id inside the lease owner's name (`host/pid/board/random`), once someone holds it. */
async function leaseHolderPid(): Promise<number | null> {
  const row = await cluster.appDb.db
    .selectFrom('board_poller')
    .select(['lease_owner', 'lease_expires_at'])
    .where('board_id', '=', BOARD_ID)
    .executeTakeFirst();
  const pid = row?.lease_owner?.split('/')[1];
  return pid ? Number(pid) : null;
}

async function until<T>(read: () => Promise<T | null>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`nothing within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!available)('two instances share one board poller', () => {
  it('when the polling instance dies, the other takes the lease and its viewers get fresh figures', async () => {
    const firstPid = await until(leaseHolderPid, 10_000);
    const leader = cluster.instances.find((instance) => instance.pid === firstPid)!;
    const survivor = cluster.instances.find((instance) => instance.pid !== firstPid)!;
    expect(leader).toBeDefined();

    const cookie = await survivor.http.login(CLUSTER_ADMIN.username, CLUSTER_ADMIN.password);
    const stream = await openSse(`${survivor.origin}/api/board/events`, { cookie });
    await stream.waitFor((event) => event.event === 'snapshot');

    await leader.kill();
    const killedAt = Date.now();
    const nextPid = await until(async () => {
      const pid = await leaseHolderPid();
      return pid !== null && pid !== firstPid ? pid : null;
    }, LEASE_MS * 3);
    expect(nextPid).toBe(survivor.pid);

    // Figures made after the leader died reach the survivor's viewer, with no reconnect.
    await stream.waitFor(
      (event) =>
        event.event === 'snapshot' && (JSON.parse(event.data) as BoardSnapshot).generatedAt > killedAt,
      LEASE_MS * 3,
    );
    stream.close();
  }, 60_000);
});
