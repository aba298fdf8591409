import type { CallTrace, CallTraceQuery, DebuggerEntry } from '@/core/api/call-debugger';
import {
  CALL_DEBUGGER_PATH,
  callDebuggerResponse,
  type WireDebuggerEntry,
} from '../../service-api/call-debugger';
import type { ServiceHttp } from './service-http';
import { decodePercentText, jsonInText } from './wire-decoding';

export const debuggerEntryFromWire = (wire: WireDebuggerEntry): DebuggerEntry => ({
  id: wire.id,
  accountId: wire.account_id,
  projectId: wire.project_id,
  callId: wire.call_id,
  fromNumber: decodePercentText(wire.from_number),
  toNumber: decodePercentText(wire.to_number),
  callType: wire.call_type,
  command: wire.command,
  data: wire.data,
  dataJson: jsonInText(wire.data),
  createdAt: wire.created_at,
  created: wire.created,
});

export function callDebuggerClient(http: ServiceHttp) {
  return {
    /** A call's trace, newest first; without a call id, the latest entries of all calls. */
    async trace(query: CallTraceQuery): Promise<CallTrace> {
      const answer = await http.call({
        operation: 'readCallDebugger',
        surface: 'api',
        method: 'GET',
        path: CALL_DEBUGGER_PATH,
        query: { callid: query.callId },
        schema: callDebuggerResponse,
      });
      return answer.data.map(debuggerEntryFromWire);
    },
  };
}

export type CallDebuggerClient = ReturnType<typeof callDebuggerClient>;
