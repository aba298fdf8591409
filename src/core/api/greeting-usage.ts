import { z } from 'zod';

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

/** GET /api/greetings/usage: the same for every greeting file, in one answer (for the list page). */
export const greetingUsageListSchema = z.object({ items: z.array(greetingUsageSchema) });
