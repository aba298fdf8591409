import type BetterSqlite3 from 'better-sqlite3';
import { CALL_INDEX_NAMES, callIndexesDdl } from '../db/tables/operations';
import { callInserter } from '../routes/api/call-store';
import {
  customerPool,
  generateCall,
  startTimes,
  type CallParties,
  type GeneratedCall,
} from './call-generator';
import type { SeededRandom } from './random';
import type { Agent } from './vietnamese-directory';

/** Calls still going on in the demo project, so a fresh console can join one. */
const RUNNING_CALLS = 3;

/**
 * Inserts `count` calls over the last 30 days, oldest first (so the time indexes grow at their end),
 * in one transaction through one prepared statement; the newest few are still running. Returns the
 * newest `keepNewest` calls, which get debugger traces.
 */
export function seedCalls(
  sqlite: BetterSqlite3.Database,
  random: SeededRandom,
  options: { count: number; now: number; keepNewest: number; agents: readonly Agent[] },
): GeneratedCall[] {
  const { count, now, keepNewest, agents } = options;
  if (count === 0) return [];
  const insert = callInserter(sqlite);
  const customers = customerPool(random, Math.min(50_000, Math.max(200, Math.floor(count / 20))));
  const parties: CallParties = { customers, agents };
  const running = Math.min(RUNNING_CALLS, Math.floor(count / 10));
  const times = startTimes(random, count - running, now);
  const newest: GeneratedCall[] = [];
  const firstKept = count - keepNewest;
  bulkLoad(sqlite, () => {
    times.forEach((time, index) => {
      const call = generateCall(random, parties, time);
      insert(call);
      if (index >= firstKept) newest.push(call);
    });
    for (let i = 0; i < running; i++) {
      const call = runningCall(random, parties, now - random.int(30_000, 240_000), now);
      insert(call);
      if (times.length + i >= firstKept) newest.push(call);
    }
  });
  return newest;
}

/**
 * Runs a bulk insert of calls the fast way: indexes dropped and rebuilt afterwards by sorting, a large page
 * cache, and a rollback journal instead of WAL (which would write every new page twice). One transaction,
 * so a failed seed leaves no rows behind, and the settings are restored.
 */
function bulkLoad(sqlite: BetterSqlite3.Database, insertRows: () => void): void {
  const journal = sqlite.pragma('journal_mode', { simple: true }) as string;
  const cache = sqlite.pragma('cache_size', { simple: true }) as number;
  if (journal === 'wal') sqlite.pragma('journal_mode = DELETE');
  sqlite.pragma('cache_size = -131072');
  try {
    sqlite.transaction(() => {
      for (const name of CALL_INDEX_NAMES) sqlite.exec(`DROP INDEX IF EXISTS ${name}`);
      insertRows();
      sqlite.exec(callIndexesDdl);
    })();
  } finally {
    sqlite.pragma(`cache_size = ${cache}`);
    if (journal === 'wal') sqlite.pragma('journal_mode = WAL');
  }
}

/** An answered call, not over yet: no stop time until `running_until` passes. */
function runningCall(random: SeededRandom, parties: CallParties, start: number, now: number): GeneratedCall {
  let call = generateCall(random, parties, start);
  while (call.answer_time === 0 || call.to_internal === 1) call = generateCall(random, parties, start);
  return {
    ...call,
    stop_time: 0,
    participants: '[]',
    answer_duration: 0,
    amount: 0,
    last_modified: Math.floor(call.answer_time / 1000),
    running_until: now + random.int(3, 12) * 60_000,
  };
}
