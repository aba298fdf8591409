import type { FastifyInstance } from 'fastify';
import { ADD_USER_PATH, addUserBody } from '@server/service-api/calls';
import type { SandboxDeps } from '../../deps';
import { okMessage } from '../../reply';
import { R, SandboxError } from '../../result-codes';
import { parseInput } from '../../validate';
import { findCall, participantsOf, type Participant } from './call-store';
import { addUserEvent, liveCallType } from './call-trace';
import { writeDebuggerEntry } from './debugger-log';
import { callLogDateTime } from './service-time';
import { settleEndedCalls } from './running-calls';

/**
 * Adds a user to a running call (a spy only listens). Refused with r=-1 for an unknown call and r=4 for a
 * call that has ended or a user already in it.
 */
export function registerAddUserRoute(app: FastifyInstance, deps: SandboxDeps): void {
  const { sqlite } = deps;
  const saveParticipants = sqlite.prepare(
    'UPDATE calls SET participants = ?, last_modified = ? WHERE id = ?',
  );

  app.post(ADD_USER_PATH, async (request) => {
    const body = parseInput(addUserBody, request.body);
    settleEndedCalls(sqlite);
    const call = findCall(sqlite, body.callId);
    if (!call) throw new SandboxError(R.NOT_FOUND, `Call not found: ${body.callId}`);
    if (call.running_until === null) {
      const ended = call.stop_time > 0 ? ` (it ended at ${callLogDateTime(call.stop_time)})` : '';
      throw new SandboxError(R.CONFLICT, `Call ${call.id} is not running${ended}`);
    }
    const participants = participantsOf(call);
    const sameUser = (p: { type: string; number: string }) =>
      p.type === body.to.type && p.number === body.to.number;
    if (participants.some(sameUser)) {
      throw new SandboxError(R.CONFLICT, `${body.to.number} is already in call ${call.id}`);
    }
    const now = Date.now();
    const joined: Participant = {
      ...body.to,
      alias: body.to.alias ?? '',
      spyCall: body.spyCall,
      joined: now,
    };
    sqlite.transaction(() => {
      saveParticipants.run(JSON.stringify([...participants, joined]), Math.floor(now / 1000), call.id);
      writeDebuggerEntry(
        sqlite,
        addUserEvent(call, liveCallType(call), now, { from: body.from, to: joined, spyCall: body.spyCall }),
      );
    })();
    return okMessage({}, body.spyCall ? 'User added as a listener' : 'User added');
  });
}
