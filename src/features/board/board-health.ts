import type { BoardSnapshot } from '../../core/board/board-snapshot';

/** Data older than this is stale, and the board says so in big letters. */
export const STALE_AFTER_MS = 15_000;

export type BoardFreshness =
  | { kind: 'waiting' }
  | { kind: 'fresh' }
  /** The service is not answering: the figures shown are the last it gave, `ageMs` old. */
  | { kind: 'outage'; ageMs: number | null }
  /** No new data has reached the browser for `ageMs` (the console itself is out of reach). */
  | { kind: 'stale'; ageMs: number | null };

/** How fresh the board is at `now` (server clock): by the oldest of agents and running calls. */
export function freshnessOf(snapshot: BoardSnapshot | null, now: number): BoardFreshness {
  if (!snapshot) return { kind: 'waiting' };
  const { agents, calls } = snapshot.health;
  const readAts = [agents.readAt, calls.readAt];
  const oldest = readAts.some((at) => at === null) ? null : Math.min(...(readAts as number[]));
  const ageMs = oldest === null ? null : now - oldest;
  const failing = agents.failingSince !== null || calls.failingSince !== null;
  if (failing && (ageMs === null || ageMs > STALE_AFTER_MS)) return { kind: 'outage', ageMs };
  if (ageMs === null || ageMs > STALE_AFTER_MS) return { kind: 'stale', ageMs };
  return { kind: 'fresh' };
}
