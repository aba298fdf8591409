import type { AddUserInput, CallOutInput, CallOutResult, CallParty, ExternalParty } from '@/core/api/calls';
import {
  ADD_USER_PATH,
  addUserResponse,
  CALLOUT_PATH,
  calloutResponse,
  type AddUserBody,
  type CalloutBody,
} from '../../service-api/calls';
import type { ServiceHttp } from './service-http';

const externalParty = (party: ExternalParty) => ({
  type: 'external' as const,
  number: party.number,
  alias: party.alias,
});

const wireParty = (party: CallParty): AddUserBody['to'] => ({
  type: party.type,
  number: party.number,
  alias: party.alias,
});

/** Call-out parties are always phone numbers; the script's steps are SCCO actions already. */
export const calloutBodyOf = (input: CallOutInput): CalloutBody => ({
  from: externalParty(input.from),
  to: input.to.map(externalParty),
  answer_url: input.answerUrl,
  actions: input.actions,
});

export const addUserBodyOf = (input: AddUserInput): AddUserBody => ({
  callId: input.callId,
  from: externalParty(input.from),
  to: wireParty(input.to),
  spyCall: input.spy,
});

export function callsClient(http: ServiceHttp) {
  return {
    /** Places an outbound call. Never retried blindly: a second try could ring twice. */
    async callOut(input: CallOutInput): Promise<CallOutResult> {
      const answer = await http.call({
        operation: 'callOut',
        surface: 'api',
        method: 'POST',
        path: CALLOUT_PATH,
        json: calloutBodyOf(input),
        schema: calloutResponse,
      });
      return { callId: answer.callId ?? null };
    },

    async addUser(input: AddUserInput): Promise<void> {
      await http.call({
        operation: 'addUserToCall',
        surface: 'api',
        method: 'POST',
        path: ADD_USER_PATH,
        json: addUserBodyOf(input),
        schema: addUserResponse,
      });
    },
  };
}

export type CallsClient = ReturnType<typeof callsClient>;
