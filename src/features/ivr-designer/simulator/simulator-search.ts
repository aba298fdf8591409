import { z } from 'zod';

/** /ivr/$treeId/simulate?version=N calls a published version; without it, the draft. */
export const simulatorSearchSchema = z.object({
  version: z.coerce.number().int().min(1).optional().catch(undefined),
});
export type SimulatorSearch = z.infer<typeof simulatorSearchSchema>;
