import { z } from 'zod';
import { ccEnvelope, ccPaging, wireCountString } from './common';

export const IVR_TREES_PATH = '/v1/ivrtree';

export const createIvrTreeBody = z.object({ tree_name: z.string().trim().min(1).max(200) });
/** The spec marks tree_name as required on update too. */
export const updateIvrTreeBody = createIvrTreeBody;

export const wireIvrTree = z.object({
  id: z.string(),
  account: z.number().int(),
  project: z.number().int(),
  tree_name: z.string(),
  /** Id of the root node; empty string when the tree has none. */
  root_node: z.string(),
});

export const createIvrTreeResponse = ccEnvelope.extend({ ivrTreeID: z.string() });
export const listIvrTreesResponse = ccEnvelope.extend({
  data: ccPaging.extend({ totalCount: wireCountString, ivrTrees: z.array(wireIvrTree) }),
});
export const updateIvrTreeResponse = ccEnvelope.extend({ ivrTreeID: z.string() });
export const deleteIvrTreeResponse = ccEnvelope;

export type WireIvrTree = z.infer<typeof wireIvrTree>;
