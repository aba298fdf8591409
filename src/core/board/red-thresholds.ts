import type { BoardAgent, BoardSnapshot } from './board-snapshot';
import { groupLevel, levelBelow, levelOver, type BoardThresholds, type Level } from './thresholds';

/** A group's level: the states of the agents the lead put in it, against the "no agent free" setting. */
export function groupLevelOf(
  groupId: string,
  agents: readonly BoardAgent[],
  thresholds: BoardThresholds,
): Level {
  const members = thresholds.groupMembers[groupId] ?? [];
  return groupLevel(
    agents.filter((agent) => members.includes(agent.id)).map((agent) => agent.state),
    thresholds.noAgentAvailableInGroup,
  );
}

/** How many of the board's figures, calls, chats and groups are past their red threshold now. */
export function redCount(snapshot: BoardSnapshot | null, thresholds: BoardThresholds, now: number): number {
  if (!snapshot) return 0;
  let red = 0;
  if (levelBelow(snapshot.today?.answeredPercent ?? null, thresholds.answeredPercent) === 'red') red += 1;
  for (const call of snapshot.runningCalls) {
    const waiting = call.answerTime === null ? (now - call.startTime) / 1000 : null;
    if (levelOver(waiting, thresholds.callWaitingSeconds) === 'red') red += 1;
  }
  const oldest = snapshot.chat?.oldestWaitingSince ?? null;
  if (levelOver(oldest === null ? null : (now - oldest) / 1000, thresholds.chatWaitingSeconds) === 'red')
    red += 1;
  for (const group of snapshot.groups) {
    if (groupLevelOf(group.id, snapshot.agents, thresholds) === 'red') red += 1;
  }
  return red;
}
