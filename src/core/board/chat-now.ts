import type { ChatConversation } from '../api/chat';
import type { ChatNow } from './board-snapshot';

function countCodes(codes: readonly number[]) {
  const counts = new Map<number, number>();
  for (const code of codes) counts.set(code, (counts.get(code) ?? 0) + 1);
  return [...counts.entries()].map(([code, count]) => ({ code, count })).sort((a, b) => a.code - b.code);
}

/**
 * Chat now, from conversations read since `since`. Open and waiting rest on the times the service gives
 * (no end time; no answer time), never on `chatStatus` or `resolved`, whose meanings are not documented:
 * those are counted per raw code for the board to show as they are.
 */
export function chatNow(conversations: readonly ChatConversation[], since: number): ChatNow {
  const open = conversations.filter((conversation) => conversation.endTime === null);
  const waiting = open.filter((conversation) => conversation.answerTime === null);
  const oldest = waiting.reduce<number | null>(
    (min, conversation) => (min === null || conversation.created < min ? conversation.created : min),
    null,
  );
  return {
    open: open.length,
    waiting: waiting.length,
    oldestWaitingSince: oldest,
    chatStatusCodes: countCodes(open.map((conversation) => conversation.chatStatus)),
    resolvedCodes: countCodes(open.map((conversation) => conversation.resolved)),
    since,
  };
}
