import { z } from 'zod';
import { optionalQueryText } from './query-values';

/** One step of a call's debug trace. */
export const debuggerEntrySchema = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  projectId: z.number().int(),
  callId: z.string(),
  /** Decoded when percent-encoded, as in the call log. */
  fromNumber: z.string(),
  toNumber: z.string(),
  /** The service's call type code (meanings not documented). */
  callType: z.number().int(),
  /** E.g. CALL_START, CALL_SDP_CANDIDATE, CALL_ANSWER, CALL_STOP. */
  command: z.string(),
  data: z.string(),
  /** The decoded object or array when `data` is JSON-encoded. */
  dataJson: z.unknown().nullable(),
  /** The service's rendering, `YYYY-MM-DD HH:MM:SS` in its time zone. */
  createdAt: z.string(),
  /** Epoch milliseconds. */
  created: z.number().int(),
});
export type DebuggerEntry = z.infer<typeof debuggerEntrySchema>;

/** Without a call id: the most recent entries of all calls. */
export const callTraceQuerySchema = z.object({ callId: optionalQueryText });
export type CallTraceQuery = z.output<typeof callTraceQuerySchema>;

/** Entries newest first, as the service lists them. */
export const callTraceSchema = z.array(debuggerEntrySchema);
export type CallTrace = z.infer<typeof callTraceSchema>;
