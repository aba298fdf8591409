import type { CallRow } from '../../db/tables/operations';
import { CALL_TYPE, type DebuggerEvent } from './debugger-log';

type TracedCall = Pick<
  CallRow,
  'id' | 'from_number' | 'to_number' | 'from_alias' | 'to_alias' | 'start_time' | 'answer_time' | 'stop_time'
>;

const eventOf = (call: TracedCall, callType: number, command: string, at: number, data: unknown) => ({
  callId: call.id,
  fromNumber: call.from_number,
  toNumber: call.to_number,
  callType,
  command,
  data,
  at,
});

/** Call type of a call placed or joined now: app-to-app when both ends are users, outbound otherwise. */
export const liveCallType = (call: Pick<CallRow, 'from_internal' | 'to_internal'>) =>
  call.from_internal === 1 && call.to_internal === 1 ? CALL_TYPE.INTERNAL : CALL_TYPE.OUTBOUND;

/** An ICE candidate as a media server would log it. */
function sdpCandidate(random: () => number) {
  const octet = () => 1 + Math.floor(random() * 253);
  const port = 10_000 + Math.floor(random() * 50_000);
  const foundation = Math.floor(random() * 4_000_000_000);
  return {
    candidate: `candidate:${foundation} 1 udp 1686052607 113.161.${octet()}.${octet()} ${port} typ srflx raddr 192.168.1.${octet()} rport ${port}`,
    sdpMid: 'audio',
    sdpMLineIndex: 0,
  };
}

/** What the trace records when a call is set up and, if answered, picked up. */
export function setupEvents(
  call: TracedCall,
  callType: number,
  random: () => number,
  script: Record<string, unknown> = {},
): DebuggerEvent[] {
  const start = call.start_time;
  // Candidates are exchanged while the call rings: before the answer when there is one.
  const ringMs = call.answer_time > 0 ? call.answer_time - start : 600;
  const events = [
    eventOf(call, callType, 'CALL_START', start, {
      from: { number: call.from_number, alias: call.from_alias },
      to: { number: call.to_number, alias: call.to_alias },
      ...script,
    }),
    eventOf(call, callType, 'CALL_SDP_CANDIDATE', start + Math.floor(ringMs * 0.3), sdpCandidate(random)),
    eventOf(call, callType, 'CALL_SDP_CANDIDATE', start + Math.floor(ringMs * 0.6), sdpCandidate(random)),
  ];
  if (call.answer_time > 0) {
    events.push(eventOf(call, callType, 'CALL_ANSWER', call.answer_time, { answer_time: call.answer_time }));
  }
  return events;
}

export function stopEvent(call: TracedCall, callType: number, reason: string, answerSeconds: number) {
  return eventOf(call, callType, 'CALL_STOP', call.stop_time, {
    reason,
    stop_time: call.stop_time,
    answer_duration: answerSeconds,
  });
}

export function addUserEvent(call: TracedCall, callType: number, at: number, data: Record<string, unknown>) {
  return eventOf(call, callType, 'CALL_ADD_USER', at, data);
}
