import { z } from 'zod';
import { requiredText } from './field-rules';

export { ivrTreeSchema, type IvrTree } from './ivr-tree-record';

export const IVR_TREE_NAME_MAX = 200;

/** Create and update take the same body: the service requires the name on both. */
export const ivrTreeInputSchema = z.object({ name: requiredText('Tree name', IVR_TREE_NAME_MAX) });
export type IvrTreeInput = z.infer<typeof ivrTreeInputSchema>;
