import { FIGURES, type BoardHistory, type BoardSnapshot, type Figure } from './board-snapshot';

export const HISTORY_WINDOW_MS = 2 * 3_600_000;
const MINUTE_MS = 60_000;

/** The figures a sparkline follows, read off a snapshot; null where the snapshot cannot tell. */
export function figuresOf(snapshot: BoardSnapshot): Record<Figure, number | null> {
  const agentsKnown = snapshot.health.agents.readAt !== null;
  const callsKnown = snapshot.health.calls.readAt !== null;
  return {
    agentsInCall: agentsKnown ? snapshot.agents.filter((a) => a.state === 'in_call').length : null,
    agentsNotInCall: agentsKnown ? snapshot.agents.filter((a) => a.state === 'not_in_call').length : null,
    runningCalls: callsKnown ? snapshot.runningCalls.length : null,
    todayCalls: snapshot.today?.calls ?? null,
    answeredPercent: snapshot.today?.answeredPercent ?? null,
    chatWaiting: snapshot.chat?.waiting ?? null,
  };
}

export const emptyHistory = (): BoardHistory =>
  Object.fromEntries(FIGURES.map((figure) => [figure, []])) as unknown as BoardHistory;

/**
 * Two hours of one point a minute per figure: the last value seen in each minute. A point is added when a
 * minute has passed since the last one, so the history changes once a minute, not at every poll; points
 * older than two hours fall off. Returns the new history, or the same object when nothing changed.
 */
export function recordMinute(
  history: BoardHistory,
  values: Record<Figure, number | null>,
  now: number,
): BoardHistory {
  const minute = Math.floor(now / MINUTE_MS) * MINUTE_MS;
  const last = history.agentsInCall.at(-1);
  if (last && last[0] >= minute) return history;
  const oldest = minute - HISTORY_WINDOW_MS;
  const next = emptyHistory();
  for (const figure of FIGURES) {
    next[figure] = [...history[figure].filter(([at]) => at > oldest), [minute, values[figure]]];
  }
  return next;
}
