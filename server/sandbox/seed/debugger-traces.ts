import type BetterSqlite3 from 'better-sqlite3';
import { addUserEvent, setupEvents, stopEvent } from '../routes/api/call-trace';
import { writeDebuggerEntry } from '../routes/api/debugger-log';
import type { GeneratedCall } from './call-generator';
import type { SeededRandom } from './random';

const UNANSWERED_REASONS = ['NO_ANSWER', 'USER_BUSY', 'CALL_REJECTED', 'ORIGINATOR_CANCEL'];

type JoinedUser = { type: string; number: string; alias: string; spyCall: boolean; joined: number };

/** Debugger traces of the given calls: set-up, SDP candidates, answer, joined users, stop. */
export function seedDebuggerTraces(
  sqlite: BetterSqlite3.Database,
  random: SeededRandom,
  calls: GeneratedCall[],
): void {
  const next = () => random.next();
  sqlite.transaction(() => {
    for (const call of calls) {
      const events = setupEvents(call, call.callType, next);
      for (const user of JSON.parse(call.participants) as JoinedUser[]) {
        events.push(addUserEvent(call, call.callType, user.joined, { to: user, spyCall: user.spyCall }));
      }
      if (call.stop_time > 0) {
        const reason = call.answer_time > 0 ? 'NORMAL_CLEARING' : random.pick(UNANSWERED_REASONS);
        events.push(stopEvent(call, call.callType, reason, call.answer_duration));
      }
      for (const event of events) writeDebuggerEntry(sqlite, event);
    }
  })();
}
