import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardThresholdsAnswer } from '@/core/board/board-api';
import { DEFAULT_THRESHOLDS } from '@/core/board/thresholds';
import type { Role } from '@/core/roles';
import { startBoardHarness, type BoardHarness } from '../../board/test-support/board-harness';

describe('who may see and set the board', () => {
  let h: BoardHarness;
  beforeAll(async () => {
    h = await startBoardHarness();
  });
  afterAll(async () => h.close());

  const as = async (role: Role, method: string, path: string, body?: unknown) =>
    h.bff.request(method, path, { cookie: await h.cookieOf(role), csrf: true, body });

  const routes = [
    ['GET', '/api/board', 'board:read'],
    ['GET', '/api/board/thresholds', 'board:read'],
    ['GET', '/api/board/events', 'board:read'],
    ['PUT', '/api/board/thresholds', 'board:configure'],
  ] as const;
  const allowed: Record<string, Role[]> = {
    'board:read': ['admin', 'lead', 'support'],
    'board:configure': ['admin', 'lead'],
  };

  it.each(
    routes.flatMap(([method, path, permission]) =>
      (['admin', 'supervisor', 'lead', 'support'] as const).map(
        (role) => [method, path, role, allowed[permission]!.includes(role)] as const,
      ),
    ),
  )('%s %s as %s: allowed %s', async (method, path, role, isAllowed) => {
    if (path.endsWith('/events')) {
      const controller = new AbortController();
      const response = await fetch(`${h.bff.origin}${path}`, {
        headers: { cookie: await h.cookieOf(role) },
        signal: controller.signal,
      });
      controller.abort();
      expect(response.status).toBe(isAllowed ? 200 : 403);
      if (isAllowed) expect(response.headers.get('content-type')).toContain('text/event-stream');
      return;
    }
    const answer = await as(role, method, path, method === 'PUT' ? DEFAULT_THRESHOLDS : undefined);
    if (!isAllowed) {
      expect(answer.status).toBe(403);
      return;
    }
    // The first poll may still be under way for GET /api/board: 503 is its honest answer then.
    expect(path === '/api/board' ? [200, 503] : [200]).toContain(answer.status);
  });

  it('refuses a signed-out stream', async () => {
    const response = await fetch(`${h.bff.origin}/api/board/events`);
    expect(response.status).toBe(401);
  });

  it('saves thresholds a lead sets and refuses bad ones with field errors, saving nothing', async () => {
    const changed = { ...DEFAULT_THRESHOLDS, answeredPercent: { amberBelow: 90, redBelow: 70 }, sound: true };
    const saved = await as('lead', 'PUT', '/api/board/thresholds', changed);
    expect(saved.status).toBe(200);
    const bad = await as('lead', 'PUT', '/api/board/thresholds', {
      ...changed,
      answeredPercent: { amberBelow: 150, redBelow: 70 },
      callWaitingSeconds: { amberOver: 120, redOver: 60 },
    });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toContain('application/problem+json');
    const problem = bad.json() as { errors: Record<string, string> };
    expect(Object.keys(problem.errors)).toEqual(
      expect.arrayContaining(['answeredPercent.amberBelow', 'callWaitingSeconds.redOver']),
    );
    const read = (await as('support', 'GET', '/api/board/thresholds')).json() as BoardThresholdsAnswer;
    expect(read.thresholds.answeredPercent).toEqual({ amberBelow: 90, redBelow: 70 });
    expect(read.thresholds.sound).toBe(true);
    expect(read.updatedByName).toBe('lead');
  });
});
