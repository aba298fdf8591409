import { z } from 'zod';

/** A call named in a path: the call log's `id`, which the trace and add-user use too. */
export const callIdParams = z.object({ callId: z.string().trim().min(1).max(100) });
