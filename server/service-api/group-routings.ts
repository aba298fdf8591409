import { z } from 'zod';
import { ccEnvelope, ccPaging, pageQuery, withMessage, wireCountString } from './common';

export const GROUP_ROUTINGS_PATH = '/v1/routing-call-to-groups';

/** 1 = primary (other groups get calls only when every agent of this one is unavailable), 0 = secondary. */
// A number first, so an absent value reads as missing and true/"1" as the wrong type, not as a bad option.
export const primaryGroup = z
  .number()
  .int()
  .pipe(z.literal([0, 1]));

const objectId = z.string().trim().min(1).max(64);

export const createGroupRoutingBody = z.object({
  queue_id: objectId,
  group_id: objectId,
  primary_group: primaryGroup,
});

export const listGroupRoutingsQuery = pageQuery.extend({ queue: objectId });

export const updateGroupRoutingBody = z.object({ primary_group: primaryGroup });

export const wireGroupRouting = z.object({
  id: z.string(),
  account: z.number().int(),
  project: z.number().int(),
  queue_id: z.string(),
  group_id: z.string(),
  primary_group: z.number().int(),
});

export const createGroupRoutingResponse = ccEnvelope.extend({ groupRoutingID: z.string() });
export const listGroupRoutingsResponse = ccEnvelope.extend({
  data: ccPaging.extend({ totalCount: wireCountString, groupRoutings: z.array(wireGroupRouting) }),
});
/** The spec lets `project` be absent here; the sandbox leaves it out. */
export const updateGroupRoutingResponse = withMessage.extend({ project: z.number().int().optional() });
export const deleteGroupRoutingResponse = ccEnvelope;
