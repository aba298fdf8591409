import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BoardSnapshot } from '@/core/board/board-snapshot';
import { FAST_BOARD, startBoardHarness, type BoardHarness } from '../../board/test-support/board-harness';
import { openSse, type SseStream } from '../../board/test-support/sse-client';

const snapshotOf = (data: string) => JSON.parse(data) as BoardSnapshot;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the board stream', () => {
  let h: BoardHarness;
  beforeAll(async () => {
    h = await startBoardHarness();
  });
  afterAll(async () => h.close());

  /** The sandbox's fault injection (its `/__sandbox/faults`, with a service token). */
  const setFaults = async (method: 'PUT' | 'DELETE', body?: unknown) => {
    const response = await fetch(`${h.sandbox.origin}/__sandbox/faults`, {
      method,
      headers: { 'x-service-auth': await h.sandbox.token(), 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status).toBe(200);
  };

  const open = async (headers: Record<string, string> = {}) =>
    openSse(`${h.bff.origin}/api/board/events`, { cookie: await h.cookieOf('lead'), ...headers });

  /**
   * The service's requests over the next `count` polls of the board, and how long those polls took. Told by
   * the polls, not by a fixed wait: a busy machine polls later, which must not read as polling less.
   */
  const nextPolls = async (count: number) => {
    const start = h.bff.app.board.runner.polls;
    h.proxy.reset();
    const startedAt = performance.now();
    await vi.waitFor(
      () => {
        if (h.bff.app.board.runner.polls - start < count) throw new Error(`waiting for ${count} polls`);
      },
      { timeout: 20_000, interval: 20 },
    );
    return {
      polls: h.bff.app.board.runner.polls - start,
      requests: h.proxy.total(),
      agentLists: h.proxy.total((key) => key.endsWith('/v1/agent')),
      ms: performance.now() - startedAt,
    };
  };

  it('polls the service once per interval whatever the number of viewers', { timeout: 60_000 }, async () => {
    const first = await open();
    await first.waitFor((event) => event.event === 'snapshot');
    const oneViewer = await nextPolls(8);

    const many: SseStream[] = await Promise.all(Array.from({ length: 49 }, () => open()));
    await Promise.all(many.map((stream) => stream.waitFor((event) => event.event === 'snapshot')));
    const fiftyViewers = await nextPolls(8);
    [first, ...many].forEach((stream) => stream.close());

    // Fifty viewers share one poll every 300 ms: eight polls take at least seven intervals (a poll per
    // viewer would take a fiftieth of that), each lists the agents once, and costs what one viewer's does.
    expect(fiftyViewers.ms).toBeGreaterThanOrEqual((fiftyViewers.polls - 1) * FAST_BOARD.pollMs! * 0.9);
    expect(fiftyViewers.agentLists).toBeLessThanOrEqual(fiftyViewers.polls + 1);
    const perPoll = (run: { requests: number; polls: number }) => run.requests / run.polls;
    expect(perPoll(fiftyViewers)).toBeLessThanOrEqual(perPoll(oneViewer) * 1.5 + 1);
  });

  it('shows an agent’s system status changed straight in the sandbox', async () => {
    const stream = await open();
    const first = snapshotOf((await stream.waitFor((event) => event.event === 'snapshot')).data);
    const target = first.agents.find((agent) => agent.state === 'not_in_call');
    expect(target).toBeDefined();
    await h.sandbox.call('base', 'PUT', `/v1/agent/${target!.id}`, { system_status: '0' });
    const changed = await stream.waitFor((event) => {
      if (event.event !== 'snapshot') return false;
      return snapshotOf(event.data).agents.some(
        (agent) => agent.id === target!.id && agent.state === 'in_call',
      );
    }, 6_000);
    expect(changed.id).toMatch(/^\d+\.\d+$/);
    stream.close();
  });

  it('sends a reconnecting viewer only what changed since its last event id', async () => {
    const stream = await open();
    const seen = await stream.waitFor((event) => event.event === 'snapshot');
    stream.close();
    const [snapshotVersion, historyVersion] = seen.id!.split('.').map(Number);

    // Reconnect at once, before the next poll: the history is unchanged, so only a newer snapshot may come.
    const again = await open({ 'last-event-id': seen.id! });
    const next = await again.waitFor((event) => event.event === 'snapshot');
    again.close();
    expect(Number(next.id!.split('.')[0])).toBeGreaterThan(snapshotVersion!);
    const histories = again.events.filter((event) => event.event === 'history');
    for (const event of histories) expect(Number(event.id!.split('.')[1])).toBeGreaterThan(historyVersion!);

    // Without an id, the viewer gets everything at once: the history and the snapshot.
    const fresh = await open();
    await fresh.waitFor((event) => event.event === 'snapshot');
    fresh.close();
    expect(fresh.events.slice(0, 2).map((event) => event.event)).toEqual(['history', 'snapshot']);
  });

  it('keeps the last figures with their age while the service is down, and recovers by itself', async () => {
    const stream = await open();
    const healthyAt = snapshotOf((await stream.waitFor((event) => event.event === 'snapshot')).data);
    await setFaults('PUT', { forcedStatus: 503 });
    try {
      const outage = await stream.waitFor(
        (event) => event.event === 'snapshot' && snapshotOf(event.data).health.agents.failingSince !== null,
        10_000,
      );
      const down = snapshotOf(outage.data);
      expect(down.health.agents.error).toContain('503');
      expect(down.health.agents.readAt).toBeLessThanOrEqual(down.generatedAt);
      expect(down.agents.length).toBe(healthyAt.agents.length);
      expect(down.agents.length).toBeGreaterThan(0);
    } finally {
      await setFaults('DELETE');
    }
    const recovered = await stream.waitFor((event) => {
      if (event.event !== 'snapshot') return false;
      const snapshot = snapshotOf(event.data);
      return (
        snapshot.health.agents.failingSince === null && snapshot.generatedAt > healthyAt.generatedAt + 1_000
      );
    }, 10_000);
    expect(snapshotOf(recovered.data).health.agents.error).toBeNull();
    stream.close();
  });

  it('counts as activity but ends the stream at the absolute session limit', async () => {
    const cookie = (await h.bff.login('support', 'board-user-password')).cookie;
    const stream = await openSse(`${h.bff.origin}/api/board/events`, { cookie });
    await stream.waitFor((event) => event.event === 'snapshot');
    // 25 minutes later (idle limit 30): the stream's checks have kept the session active.
    h.bff.clock.advance(25);
    await sleep(500);
    h.bff.clock.advance(25);
    await sleep(500);
    expect(stream.events.some((event) => event.event === 'signed-out')).toBe(false);
    // Past the absolute limit of 8 hours, whatever the activity.
    h.bff.clock.advance(8 * 60);
    await stream.waitFor((event) => event.event === 'signed-out', 5_000);
    await stream.closed;
    const after = await h.bff.request('GET', '/api/board', { cookie });
    expect(after.status).toBe(401);
  });
});
