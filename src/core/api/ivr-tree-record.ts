import { z } from 'zod/mini';

// Zod Mini, not the classic API of the trees' input schemas (ivr-trees.ts): the editor's heading waits for
// the tree's record, and Zod's classic API is 12.6 KB (brotli) the heading would wait for as well.

/** An IVR menu: a named tree of nodes; callers enter at its root node. */
export const ivrTreeSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Null while the tree has no node yet: the first node created becomes the root. */
  rootNodeId: z.nullable(z.string()),
});
export type IvrTree = z.infer<typeof ivrTreeSchema>;
