import { z } from 'zod';
import { callIdSchema } from '@/core/api/call-log';

/** A call named in a path: the call log's `id`, which the trace and add-user use too. */
export const callIdParams = z.object({ callId: callIdSchema });
