import type BetterSqlite3 from 'better-sqlite3';
import type { CallRow } from '../../db/tables/operations';
import { newId } from '../../ids';

const CALL_COLUMNS = [
  'id',
  'uuid',
  'from_number',
  'to_number',
  'from_user_id',
  'from_alias',
  'to_alias',
  'from_internal',
  'to_internal',
  'participants',
  'video_call',
  'recorded',
  'record_path',
  'start_time',
  'answer_time',
  'stop_time',
  'created',
  'last_modified',
  'amount',
  'answer_duration',
  'fields',
  'running_until',
] as const satisfies readonly (keyof CallRow)[];

/** A prepared insert of call rows: one statement reused, for the seed's million rows as for one call-out. */
export function callInserter(sqlite: BetterSqlite3.Database): (row: CallRow) => void {
  const insert = sqlite.prepare(
    `INSERT INTO calls (${CALL_COLUMNS.join(', ')}) VALUES (${CALL_COLUMNS.map(() => '?').join(', ')})`,
  );
  return (row) => insert.run(CALL_COLUMNS.map((column) => row[column]));
}

/**
 * Call ids start with the start time in base 36, so new calls land at the end of the primary-key index;
 * `randomPart` keeps them unique.
 */
export const callId = (startTime: number, randomPart = newId('', 6)) =>
  `CL${startTime.toString(36).toUpperCase()}${randomPart}`;

export function findCall(sqlite: BetterSqlite3.Database, id: string): CallRow | undefined {
  return sqlite.prepare('SELECT * FROM calls WHERE id = ?').get(id) as CallRow | undefined;
}

/** A person who joined a call besides its two ends, as kept in the record's `participants` (JSON text). */
export type Participant = { type: string; number: string; alias: string; spyCall: boolean; joined: number };

export function participantsOf(call: Pick<CallRow, 'participants'>): Participant[] {
  try {
    const value: unknown = JSON.parse(call.participants || '[]');
    return Array.isArray(value) ? (value as Participant[]) : [];
  } catch {
    return [];
  }
}
