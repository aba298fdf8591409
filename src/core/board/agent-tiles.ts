import type { Agent } from '../api/agents';
import type { BoardAgent } from './board-snapshot';

/** 2001-09-09 in epoch ms: a smaller "time" is in seconds, zero or junk, not a moment we can show. */
const SMALLEST_PLAUSIBLE_MS = 1_000_000_000_000;
/** Clocks drift: a timestamp up to a minute ahead of ours is still taken. */
const CLOCK_SLACK_MS = 60_000;

const plausible = (ms: number, now: number) => ms >= SMALLEST_PLAUSIBLE_MS && ms <= now + CLOCK_SLACK_MS;

/**
 * Where the service's own timestamps say the state began: the last pickup for a call in progress, the end
 * of the last call for an agent between calls (only when it follows that pickup).
 */
function serviceSince(agent: Agent, now: number): number | null {
  const pickup = agent.lastTimePickup;
  const ended = agent.lastTimeSupportCallEnded;
  if (agent.systemStatus === 'in_call') return plausible(pickup, now) ? pickup : null;
  if (!plausible(ended, now)) return null;
  return plausible(pickup, now) && ended < pickup ? null : ended;
}

/**
 * The board's agents, in the service's order. Time in state comes from the service's timestamps when they
 * are consistent; otherwise from our own polls: a change we saw is dated by the poll that saw it, and a
 * state we have seen since the board started and cannot date stays undated (null), never guessed.
 */
export function agentTiles(
  agents: readonly Agent[],
  previous: readonly BoardAgent[],
  now: number,
): BoardAgent[] {
  const before = new Map(previous.map((agent) => [agent.id, agent]));
  return agents.map((agent) => {
    const state = agent.systemStatus;
    const fromService = serviceSince(agent, now);
    const seen = before.get(agent.id);
    let since: number | null = fromService;
    let sinceSource: BoardAgent['sinceSource'] = fromService === null ? null : 'service';
    if (fromService === null && seen) {
      since = seen.state === state ? seen.since : now;
      sinceSource = seen.state === state ? seen.sinceSource : 'observed';
    }
    return {
      id: agent.id,
      name: agent.name,
      serviceUserId: agent.serviceUserId,
      state,
      manualStatus: agent.manualStatus,
      deviceStatus: agent.deviceStatus,
      since,
      sinceSource,
    };
  });
}
