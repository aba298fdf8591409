import { z } from 'zod';
import { queryText } from './call-log';
import { withMsg } from './common';

export const CALL_DEBUGGER_PATH = '/v1/debugger';

export const callDebuggerQuery = z.object({ callid: queryText });

export const wireDebuggerEntry = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  project_id: z.number().int(),
  call_id: z.string(),
  from_number: z.string(),
  to_number: z.string(),
  call_type: z.number().int(),
  command: z.string(),
  /** Often JSON-encoded. */
  data: z.string(),
  /** `YYYY-MM-DD HH:MM:SS`. */
  created_at: z.string(),
  /** Epoch milliseconds. */
  created: z.number().int(),
});
export type WireDebuggerEntry = z.infer<typeof wireDebuggerEntry>;

/** Answers carry `msg`, not `message`; entries come newest first. */
export const callDebuggerResponse = withMsg.extend({ data: z.array(wireDebuggerEntry) });
