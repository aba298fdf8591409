import { z } from 'zod';
import { ccEnvelope, ccPaging, pageQuery, pathId, wireCountString } from './common';

export const IVR_KEYPRESSES_PATH = '/v1/ivrkeypress';

/** `EMPTY_KEY`: nothing pressed before the timeout; `INVALID_KEY`: a key no other entry handles. */
export const IVR_NODE_KEYS = [
  '0',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '*',
  '#',
  'EMPTY_KEY',
  'INVALID_KEY',
] as const;
export type IvrNodeKey = (typeof IVR_NODE_KEYS)[number];

export const IVR_ACTION = {
  VOICEMAIL: 1,
  QUEUE: 2,
  FORWARD: 3,
  NEXT_NODE: 4,
  SMS: 5,
  STOP: 6,
} as const;
export type IvrAction = (typeof IVR_ACTION)[keyof typeof IVR_ACTION];

/** The optional fields each action uses ("Field usage" in the spec); the others do not apply to it. */
export const IVR_ACTION_FIELDS = {
  1: [],
  2: ['queue_id'],
  3: ['to_phone_number', 'from_number_callout_to_agent'],
  4: ['next_node'],
  5: ['sms'],
  6: [],
} as const satisfies Record<IvrAction, readonly IvrActionField[]>;

export type IvrActionField =
  'next_node' | 'queue_id' | 'from_number_callout_to_agent' | 'to_phone_number' | 'sms';

const nodeKey = z.enum(IVR_NODE_KEYS);
const action = z.number().int().min(1).max(6);
/** Null (or omitted) means "none"; whether an action needs the field is a rule of the service, not a type. */
const optionalText = (max: number) => z.string().trim().max(max).nullish();

const actionFields = {
  next_node: optionalText(64),
  queue_id: optionalText(64),
  from_number_callout_to_agent: optionalText(32),
  to_phone_number: optionalText(32),
  sms: optionalText(1000),
};

export const createIvrKeypressBody = z.object({ node: pathId, node_key: nodeKey, action, ...actionFields });
export const updateIvrKeypressBody = z.object({
  node_key: nodeKey.optional(),
  action: action.optional(),
  ...actionFields,
});

/** `node` is required: keypresses are listed one node at a time. */
export const listIvrKeypressesQuery = pageQuery.extend({ node: pathId });

export const wireIvrKeypress = z.object({
  id: z.string(),
  account: z.number().int(),
  project: z.number().int(),
  tree: z.string(),
  node: z.string(),
  node_key: nodeKey,
  action: z.number().int(),
  next_node: z.string().nullable(),
  queue_id: z.string().nullable(),
  /** Documented as accepted in requests; answers may leave it out. */
  from_number_callout_to_agent: z.string().nullable().optional(),
  to_phone_number: z.string().nullable(),
  sms: z.string().nullable(),
});

export const createIvrKeypressResponse = ccEnvelope.extend({ ivrNodeKeyID: z.string() });
export const listIvrKeypressesResponse = ccEnvelope.extend({
  data: ccPaging.extend({ totalCount: wireCountString, ivrNodeKeys: z.array(wireIvrKeypress) }),
});
export const updateIvrKeypressResponse = ccEnvelope.extend({ ivrNodeKeyID: z.string() });
export const deleteIvrKeypressResponse = ccEnvelope;

export type WireIvrKeypress = z.infer<typeof wireIvrKeypress>;
