import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAST_BOARD, startBoardHarness, type BoardHarness } from '../../board/test-support/board-harness';
import { openSse } from '../../board/test-support/sse-client';

describe('signing out while the board streams', () => {
  let h: BoardHarness;
  beforeAll(async () => {
    // The periodic session check is far off, so only the sign-out itself can end the stream in time.
    h = await startBoardHarness({ ...FAST_BOARD, sessionCheckMs: 600_000 });
  });
  afterAll(async () => h.close());

  it('ends that session’s stream at once with signed-out, and leaves other sessions’ streams open', async () => {
    const leaving = (await h.bff.login('lead', 'board-user-password')).cookie;
    const staying = (await h.bff.login('support', 'board-user-password')).cookie;
    const ending = await openSse(`${h.bff.origin}/api/board/events`, { cookie: leaving });
    const other = await openSse(`${h.bff.origin}/api/board/events`, { cookie: staying });
    await ending.waitFor((event) => event.event === 'snapshot');
    await other.waitFor((event) => event.event === 'snapshot');

    const out = await h.bff.request('POST', '/api/auth/logout', { cookie: leaving, csrf: true });
    expect(out.status).toBe(204);
    await ending.waitFor((event) => event.event === 'signed-out', 2_000);
    await ending.closed;

    expect(other.events.some((event) => event.event === 'signed-out')).toBe(false);
    const stillIn = await h.bff.request('GET', '/api/board', { cookie: staying });
    expect(stillIn.status).toBe(200);
    other.close();
  });
});
