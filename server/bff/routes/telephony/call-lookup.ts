import type { CallRecord } from '@/core/api/call-log';
import { callLogQuerySchema } from '@/core/api/call-log-query';
import type { TelephonyClient } from '../../upstream/telephony-client';

/**
 * The service has no "get one call". A call is found in the call log by its start time: given as a hint
 * (`at`, the record's startTime the SPA already holds), or else taken from the call's debugger trace, whose
 * first entry is logged when the call starts. Only a narrow start-time window is searched.
 */
export const LOOKUP_WINDOW = {
  /** With a hint, the start time is exact; a second either side absorbs rounding elsewhere. */
  hintMs: 1_000,
  /** A trace may begin a little after the recorded start (set-up, queueing), never much before it. */
  beforeTraceMs: 120_000,
  afterTraceMs: 5_000,
};
/** Pages of 100 read at most: a window holding more calls than this is not searched further. */
const MAX_PAGES = 5;

export async function findCall(
  telephony: TelephonyClient,
  callId: string,
  startedAt?: number,
): Promise<CallRecord | null> {
  const window = startedAt === undefined ? await windowFromTrace(telephony, callId) : hintWindow(startedAt);
  if (!window) return null;
  let cursor: string | undefined;
  for (let read = 0; read < MAX_PAGES; read++) {
    const query = callLogQuerySchema.parse({
      ...window,
      sortBy: 'startTime',
      sortOrder: 'asc',
      limit: 100,
      cursor,
    });
    const page = await telephony.callLog.page(query);
    const found = page.items.find((call) => call.id === callId);
    if (found) return found;
    if (!page.nextCursor) return null;
    cursor = page.nextCursor;
  }
  return null;
}

type StartWindow = { startedFrom: number; startedTo: number };

const hintWindow = (at: number): StartWindow => ({
  startedFrom: Math.max(0, at - LOOKUP_WINDOW.hintMs),
  startedTo: at + LOOKUP_WINDOW.hintMs,
});

async function windowFromTrace(telephony: TelephonyClient, callId: string): Promise<StartWindow | null> {
  const trace = await telephony.debugger.trace({ callId });
  if (trace.length === 0) return null;
  const firstLogged = Math.min(...trace.map((entry) => entry.created));
  return {
    startedFrom: Math.max(0, firstLogged - LOOKUP_WINDOW.beforeTraceMs),
    startedTo: firstLogged + LOOKUP_WINDOW.afterTraceMs,
  };
}
