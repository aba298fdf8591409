import { z } from 'zod';
import { ivrKeypressSchema } from './ivr-keypresses';
import { ivrNodeSchema } from './ivr-nodes';
import { ivrTreeSchema } from './ivr-trees';

/** A whole IVR menu: the tree, its nodes and the keypresses of every node (GET /api/ivr/trees/:treeId). */
export const ivrGraphSchema = z.object({
  tree: ivrTreeSchema,
  nodes: z.array(ivrNodeSchema),
  keys: z.array(ivrKeypressSchema),
});
export type IvrGraph = z.infer<typeof ivrGraphSchema>;
