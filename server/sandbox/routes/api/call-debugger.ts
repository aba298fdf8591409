import type { FastifyInstance } from 'fastify';
import {
  CALL_DEBUGGER_PATH,
  callDebuggerQuery,
  type WireDebuggerEntry,
} from '@server/service-api/call-debugger';
import type { DebuggerEntryRow } from '../../db/tables/operations';
import type { SandboxDeps } from '../../deps';
import { okMsg } from '../../reply';
import { parseInput } from '../../validate';
import { settleEndedCalls } from './running-calls';

/** Without `callid`: the newest entries of all calls, this many. */
export const RECENT_DEBUGGER_ENTRIES = 100;
/** A trace holds a few dozen entries; this only guards against a runaway one. */
const MAX_ENTRIES_PER_CALL = 1000;

/** A call's debugger trace (answers carry `msg`), newest first. An unknown call has an empty trace. */
export function registerCallDebuggerRoute(app: FastifyInstance, deps: SandboxDeps): void {
  const { sqlite, config } = deps;
  const ofCall = sqlite.prepare(
    'SELECT * FROM debugger_entries WHERE call_id = ? ORDER BY created DESC, id DESC LIMIT ?',
  );
  const recent = sqlite.prepare('SELECT * FROM debugger_entries ORDER BY created DESC, id DESC LIMIT ?');
  const toWire = (row: DebuggerEntryRow): WireDebuggerEntry => ({
    id: row.id,
    account_id: config.accountId,
    project_id: config.projectId,
    call_id: row.call_id,
    from_number: row.from_number,
    to_number: row.to_number,
    call_type: row.call_type,
    command: row.command,
    data: row.data,
    created_at: row.created_at,
    created: row.created,
  });

  app.get(CALL_DEBUGGER_PATH, { config: { messageKey: 'msg' } }, async (request) => {
    const { callid } = parseInput(callDebuggerQuery, request.query);
    settleEndedCalls(sqlite);
    const rows = (
      callid === undefined ? recent.all(RECENT_DEBUGGER_ENTRIES) : ofCall.all(callid, MAX_ENTRIES_PER_CALL)
    ) as DebuggerEntryRow[];
    return okMsg({ data: rows.map(toWire) });
  });
}
