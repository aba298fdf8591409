import type { CallRecord } from '../api/call-log';
import type { BoardAgent, BoardRunningCall } from './board-snapshot';

/** How many users were added to a call: `participants` is the service's JSON text, or empty. */
function listenersOf(participants: string): number {
  if (participants.trim() === '') return 0;
  try {
    const parsed: unknown = JSON.parse(participants);
    return Array.isArray(parsed) ? parsed.length : 0;
  } catch {
    return 0;
  }
}

/**
 * Calls running now: the call log's records whose stop time is still 0. A party's name is the call's
 * alias, or the name of the agent whose user id the number is (internal calls), or unknown.
 */
export function runningCalls(
  records: readonly CallRecord[],
  agents: readonly BoardAgent[],
): BoardRunningCall[] {
  const agentNames = new Map(agents.map((agent) => [agent.serviceUserId, agent.name]));
  const nameOf = (alias: string, number: string) =>
    alias.trim() !== '' ? alias.trim() : (agentNames.get(number) ?? null);
  return records
    .filter((call) => call.stopTime === null)
    .map((call) => ({
      id: call.id,
      fromNumber: call.fromNumber,
      fromName: nameOf(call.fromAlias, call.fromNumber),
      toNumber: call.toNumber,
      toName: nameOf(call.toAlias, call.toNumber),
      startTime: call.startTime,
      answerTime: call.answerTime,
      listeners: listenersOf(call.participants),
    }))
    .sort((a, b) => a.startTime - b.startTime || a.id.localeCompare(b.id));
}

/** A running call's duration at `now`: talk time once answered, ringing time before. */
export function liveDurationMs(
  call: Pick<BoardRunningCall, 'startTime' | 'answerTime'>,
  now: number,
): number {
  return Math.max(0, now - (call.answerTime ?? call.startTime));
}
