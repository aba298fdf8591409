import { z } from 'zod';
import { ccEnvelope, ccPaging, resultEnvelope, wireCountString } from './common';

export const GROUPS_PATH = '/v1/group';

export const createGroupBody = z.object({ name: z.string().trim().min(1).max(200) });
export const updateGroupBody = createGroupBody;

export const wireGroup = z.object({
  id: z.string(),
  account: z.number().int(),
  project: z.number().int(),
  name: z.string(),
  number_of_agent: z.number().int().optional(),
});

export const createGroupResponse = ccEnvelope.extend({ groupID: z.string() });
export const listGroupsResponse = ccEnvelope.extend({
  data: ccPaging.extend({ totalGroups: wireCountString, groups: z.array(wireGroup) }),
});
export const updateGroupResponse = resultEnvelope.extend({ message: z.string(), project: z.number().int() });
export const deleteGroupResponse = ccEnvelope;
