import { z } from 'zod';
import { freshnessSchema } from './read-model';

/** An IVR node that plays a greeting file (play mode, its content naming the file). */
export const greetingUserNodeSchema = z.object({
  treeId: z.string(),
  treeName: z.string(),
  nodeId: z.string(),
  nodeName: z.string(),
});
export type GreetingUserNode = z.infer<typeof greetingUserNodeSchema>;

/** GET /api/greetings/:sid/usage: which nodes would fall silent if the file were deleted. */
export const greetingUsageSchema = z.object({
  sid: z.string(),
  filename: z.string(),
  nodes: z.array(greetingUserNodeSchema),
});
export type GreetingUsage = z.infer<typeof greetingUsageSchema>;

/**
 * GET /api/greetings/usage: the same for every greeting file, in one answer (for the list page), from the
 * read model: `freshness` is that of the oldest list it was drawn from (files, trees, each tree's nodes).
 */
export const greetingUsageListSchema = z.object({
  items: z.array(greetingUsageSchema),
  freshness: freshnessSchema,
});
