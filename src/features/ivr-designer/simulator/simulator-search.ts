import { z } from 'zod';

export const SIMULATOR_TABS = ['call', 'pathTests'] as const;
export type SimulatorTab = (typeof SIMULATOR_TABS)[number];

/**
 * /ivr/$treeId/simulate?version=N calls a published version; without it, the draft. `tab=pathTests` opens
 * the path tests (the publish dialog links there).
 */
export const simulatorSearchSchema = z.object({
  version: z.coerce.number().int().min(1).optional().catch(undefined),
  tab: z.enum(SIMULATOR_TABS).optional().catch(undefined),
});
