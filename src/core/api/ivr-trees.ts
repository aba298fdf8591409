import { z } from 'zod';
import { requiredText } from './field-rules';

/** An IVR menu: a named tree of nodes; callers enter at its root node. */
export const ivrTreeSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Null while the tree has no node yet: the first node created becomes the root. */
  rootNodeId: z.string().nullable(),
});
export type IvrTree = z.infer<typeof ivrTreeSchema>;

export const IVR_TREE_NAME_MAX = 200;

/** Create and update take the same body: the service requires the name on both. */
export const ivrTreeInputSchema = z.object({ name: requiredText('Tree name', IVR_TREE_NAME_MAX) });
export type IvrTreeInput = z.infer<typeof ivrTreeInputSchema>;
