import type BetterSqlite3 from 'better-sqlite3';
import { debuggerDateTime } from './service-time';

/** `call_type` of debugger entries (the spec leaves the codes open; these are the sandbox's). */
export const CALL_TYPE = { OUTBOUND: 1, INBOUND: 2, INTERNAL: 3 } as const;

export type DebuggerEvent = {
  callId: string;
  fromNumber: string;
  toNumber: string;
  callType: number;
  command: string;
  /** Stored JSON-encoded, as the service shows it. */
  data: unknown;
  at: number;
};

const statements = new WeakMap<BetterSqlite3.Database, BetterSqlite3.Statement>();

/** Appends one entry to a call's debugger trace (callers wrap several in one transaction). */
export function writeDebuggerEntry(sqlite: BetterSqlite3.Database, event: DebuggerEvent): void {
  let insert = statements.get(sqlite);
  if (!insert) {
    insert = sqlite.prepare(
      `INSERT INTO debugger_entries (call_id, from_number, to_number, call_type, command, data, created_at, created)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    statements.set(sqlite, insert);
  }
  insert.run(
    event.callId,
    event.fromNumber,
    event.toNumber,
    event.callType,
    event.command,
    JSON.stringify(event.data),
    debuggerDateTime(event.at),
    event.at,
  );
}
