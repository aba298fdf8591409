import type { CallLogSortField } from '../../service-api/call-log';
import type { CallRow } from '../db/tables/operations';
import { callInserter } from '../routes/api/call-store';
import type { RunningSandbox } from '../test-support/sandbox-harness';

/** Midnight 2024-06-01 UTC: fixtures live in the past, far from any seeded or placed call. */
export const FIXTURE_BASE = Date.UTC(2024, 5, 1);
export const FIXTURE_COUNT = 47;

const FROM_NUMBERS = ['84901111111', '%2B84902222222', '84903333333', '+84902222222', 'agent_a'];
const TO_NUMBERS = ['842473001234', '84909999999'];

/**
 * Calls with every shape the call log must handle: start/created ties in groups of three (the id breaks
 * them, and ids do not follow start order), unanswered calls (answer_time 0), percent-encoded numbers.
 */
export function fixtureCalls(): CallRow[] {
  return Array.from({ length: FIXTURE_COUNT }, (_, i) => {
    const start = FIXTURE_BASE + Math.floor(i / 3) * 60_000;
    const answered = i % 4 !== 0;
    const seconds = answered ? 30 + i * 7 : 0;
    const answer = answered ? start + 5_000 + (i % 5) * 1_000 : 0;
    const stop = answered ? answer + seconds * 1000 : start + 20_000;
    return {
      id: `CALL${String((i * 17) % FIXTURE_COUNT).padStart(2, '0')}`,
      uuid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      from_number: FROM_NUMBERS[i % FROM_NUMBERS.length] ?? '',
      to_number: TO_NUMBERS[i % TO_NUMBERS.length] ?? '',
      from_user_id: i % 3 === 0 ? 'agent_a' : null,
      from_alias: `Khách ${i}`,
      to_alias: 'Tổng đài',
      from_internal: i % 3 === 0 ? 1 : 0,
      to_internal: 0,
      participants: '[]',
      video_call: i % 10 === 0 ? 1 : 0,
      recorded: answered ? 1 : 0,
      record_path: answered ? `recordings/${i}.mp3` : null,
      start_time: start,
      answer_time: answer,
      stop_time: stop,
      created: Math.floor(start / 1000),
      last_modified: Math.floor(stop / 1000),
      amount: Math.ceil(seconds / 60) * 880,
      answer_duration: seconds,
      fields: i % 7 === 0 ? '[{"ivr_key":"1"}]' : '[]',
      running_until: null,
    };
  });
}

export function insertCalls(sandbox: RunningSandbox, rows: CallRow[]): void {
  const insert = callInserter(sandbox.deps.sqlite);
  sandbox.deps.sqlite.transaction(() => rows.forEach(insert))();
}

/** The ids in the order the call log must list them. */
export function expectedOrder(rows: CallRow[], field: CallLogSortField, order: 'asc' | 'desc'): string[] {
  const sign = order === 'asc' ? 1 : -1;
  return [...rows]
    .sort((a, b) => sign * (a[field] - b[field] || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)))
    .map((row) => row.id);
}

export const billedMinutesOf = (rows: CallRow[]) =>
  rows.length === 0 ? null : rows.reduce((sum, row) => sum + Math.ceil(row.answer_duration / 60), 0);
