import { randomUUID } from 'node:crypto';
import type BetterSqlite3 from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { CALLOUT_PATH, calloutFields, type SccoAction } from '@server/service-api/calls';
import type { CallRow } from '../../db/tables/operations';
import type { SandboxDeps } from '../../deps';
import { okMessage } from '../../reply';
import { R, SandboxError } from '../../result-codes';
import { parseInput } from '../../validate';
import { callId, callInserter } from './call-store';
import { liveCallType, setupEvents } from './call-trace';
import { writeDebuggerEntry } from './debugger-log';
import { PLACED_CALL_RUNNING_MS } from './running-calls';

/**
 * Places an outbound call: recorded in the call log as running for PLACED_CALL_RUNNING_MS, with a
 * debugger trace (start, SDP candidates, answer; the stop is added when it ends). The sandbox does not
 * fetch `answer_url`: it records it in the trace. The new call's id is returned as `callId`.
 */
export function registerCalloutRoute(app: FastifyInstance, deps: SandboxDeps): void {
  const { sqlite } = deps;
  const insertCall = callInserter(sqlite);

  app.post(CALLOUT_PATH, async (request) => {
    const body = parseInput(calloutFields, request.body);
    if (body.answer_url === undefined && body.actions === undefined) {
      throw new SandboxError(R.MISSING_PARAMS, 'Missing params: answer_url or actions is required');
    }
    assertPlayedFilesExist(sqlite, body.actions ?? []);
    const now = Date.now();
    const [first, ...others] = body.to;
    if (!first) throw new SandboxError(R.MISSING_PARAMS, 'Missing params: to is required');
    const uuid = randomUUID();
    const recorded = body.actions?.some((action) => action.action === 'record') ?? false;
    const call: CallRow = {
      id: callId(now),
      uuid,
      from_number: body.from.number,
      to_number: first.number,
      from_user_id: null,
      from_alias: body.from.alias ?? '',
      to_alias: first.alias ?? '',
      from_internal: 0,
      to_internal: 0,
      participants: JSON.stringify(
        others.map((to) => ({ ...to, alias: to.alias ?? '', spyCall: false, joined: now })),
      ),
      video_call: 0,
      recorded: recorded ? 1 : 0,
      record_path: recorded ? `recordings/${uuid}.mp3` : null,
      start_time: now,
      // The sandbox's callee picks up at once, so a user can be added right away.
      answer_time: now,
      stop_time: 0,
      created: Math.floor(now / 1000),
      last_modified: Math.floor(now / 1000),
      amount: 0,
      answer_duration: 0,
      fields: '[]',
      running_until: now + PLACED_CALL_RUNNING_MS,
    };
    const script = body.actions ? { actions: body.actions } : { answer_url: body.answer_url };
    sqlite.transaction(() => {
      insertCall(call);
      for (const event of setupEvents(call, liveCallType(call), Math.random, script)) {
        writeDebuggerEntry(sqlite, event);
      }
    })();
    return okMessage({ callId: call.id }, 'Call placed');
  });
}

/** A `play` action must name an uploaded greeting file by its generated `filename`. */
function assertPlayedFilesExist(sqlite: BetterSqlite3.Database, actions: SccoAction[]): void {
  const exists = sqlite.prepare('SELECT 1 FROM greeting_files WHERE filename = ?');
  actions.forEach((action, index) => {
    if (action.action !== 'play') return;
    if (!exists.get(action.fileName)) {
      throw new SandboxError(
        R.INVALID,
        `Invalid actions.${index}.fileName: no greeting file named "${action.fileName}" (upload it first)`,
      );
    }
  });
}
