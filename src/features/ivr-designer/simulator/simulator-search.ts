import { z } from 'zod/mini';
import { searchChoice, searchInteger } from '@/lib/url-search';

export const SIMULATOR_TABS = ['call', 'pathTests'] as const;
export type SimulatorTab = (typeof SIMULATOR_TABS)[number];

/**
 * /ivr/$treeId/simulate?version=N calls a published version; without it, the draft. `tab=pathTests` opens
 * the path tests (the publish dialog links there).
 */
export const simulatorSearchSchema = z.object({
  version: searchInteger(1),
  tab: searchChoice(SIMULATOR_TABS),
});
