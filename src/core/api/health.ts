import { z } from 'zod';

/** GET /api/health: liveness, and whether the console runs on the embedded sandbox. */
export const healthSchema = z.object({ status: z.literal('ok'), upstream: z.enum(['sandbox', 'service']) });
export type Health = z.infer<typeof healthSchema>;
