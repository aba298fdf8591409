import type BetterSqlite3 from 'better-sqlite3';
import type { CallRow } from '../../db/tables/operations';
import { callAmount, RATE_VND_PER_MINUTE } from './call-billing';
import { liveCallType, stopEvent } from './call-trace';
import { writeDebuggerEntry } from './debugger-log';

/** How long a placed call stays running before it ends by itself. */
export const PLACED_CALL_RUNNING_MS = 10 * 60 * 1000;

/**
 * Ends the calls whose `running_until` has passed, as if they had hung up at that instant: stop_time =
 * running_until, the answered duration and amount are filled and a CALL_STOP entry joins the trace.
 * Run before every read that can see a call's state, so no timer is needed and state is exact.
 */
export function settleEndedCalls(sqlite: BetterSqlite3.Database, now = Date.now()): void {
  const due = sqlite
    .prepare('SELECT * FROM calls WHERE running_until IS NOT NULL AND running_until <= ?')
    .all(now) as CallRow[];
  if (due.length === 0) return;
  const finish = sqlite.prepare(
    `UPDATE calls SET stop_time = ?, answer_duration = ?, amount = ?, last_modified = ?, running_until = NULL
     WHERE id = ? AND running_until IS NOT NULL`,
  );
  sqlite.transaction(() => {
    for (const call of due) {
      const stop = call.running_until ?? now;
      const answered = call.answer_time > 0 ? Math.round((stop - call.answer_time) / 1000) : 0;
      const appToApp = call.from_internal === 1 && call.to_internal === 1;
      const rate = appToApp ? RATE_VND_PER_MINUTE.internal : RATE_VND_PER_MINUTE.outbound;
      finish.run(stop, answered, callAmount(answered, rate), Math.floor(stop / 1000), call.id);
      writeDebuggerEntry(
        sqlite,
        stopEvent({ ...call, stop_time: stop }, liveCallType(call), 'NORMAL_CLEARING', answered),
      );
    }
  })();
}
