import type { $ZodType } from 'zod/v4/core';
import { createAgentInputSchema, updateAgentInputSchema } from '@/core/api/agents';
import { blacklistedNumberInputSchema } from '@/core/api/blacklist';
import { addUserInputSchema, callOutInputSchema } from '@/core/api/calls';
import { createGroupRoutingInputSchema, updateGroupRoutingInputSchema } from '@/core/api/group-routings';
import { groupInputSchema } from '@/core/api/groups';
import { createIvrKeypressInputSchema, updateIvrKeypressInputSchema } from '@/core/api/ivr-keypresses';
import { createIvrNodeInputSchema, updateIvrNodeInputSchema } from '@/core/api/ivr-nodes';
import { savePathTestsRequestSchema } from '@/core/api/ivr-designer-path-tests';
import { ivrTreeInputSchema } from '@/core/api/ivr-trees';
import { loginRequestSchema } from '@/core/api/session';
import { createSipAccountInputSchema, updateSipAccountInputSchema } from '@/core/api/sip-accounts';
import { createSipPhoneInputSchema, updateSipPhoneInputSchema } from '@/core/api/sip-phones';
import { createUserSchema, resetPasswordSchema, updateUserSchema } from '@/core/api/users';
import { createImportSchema } from '@/core/api/campaign-imports';
import { callLogFiltersSchema } from '@/core/api/call-log-query';
import { mergeDraftRequestSchema } from '@/core/api/ivr-designer-drafts';
import { refreshInputSchema } from '@/core/api/read-model';
import { boardThresholdsSchema, DEFAULT_THRESHOLDS } from '@/core/board/thresholds';
import type { JsonBodyShape } from './malformed-bodies';

/** Ids of existing objects, so that a body let through by mistake would really change something. */
export type Fixtures = Record<
  | 'tree'
  | 'node'
  | 'key'
  | 'agent'
  | 'group'
  | 'routing'
  | 'entry'
  | 'sip'
  | 'phone'
  | 'call'
  | 'campaign'
  | 'user',
  string
>;

type Body = Record<string, unknown>;

export type JsonRoute = Omit<JsonBodyShape, 'valid'> & {
  method: 'POST' | 'PUT' | 'PATCH';
  path: (ids: Fixtures) => string;
  /** A body the route accepts, so that a refusal under a foreign content type is the content type's. */
  valid: (ids: Fixtures) => Body;
};

/** The body schema as the route validates it, the fields of its object, and a body it accepts. */
const shapeOf = (schema: $ZodType, object: { shape: object }, valid: Body | ((ids: Fixtures) => Body)) => ({
  schema,
  fields: Object.keys(object.shape),
  valid: typeof valid === 'function' ? valid : () => valid,
});

/** The route's shape with the fixtures filled in. */
export const bodyShapeOf = (route: JsonRoute, ids: Fixtures): JsonBodyShape => ({
  schema: route.schema,
  fields: route.fields,
  valid: route.valid(ids),
});

const createNode = createIvrNodeInputSchema.omit({ treeId: true });
const createKey = createIvrKeypressInputSchema.omit({ nodeId: true });
const createRouting = createGroupRoutingInputSchema.omit({ queueId: true });
const addParticipant = addUserInputSchema.omit({ callId: true });
const PHONE_PASSWORD = 'secret-123';
const USER_PASSWORD = 'a-long-enough-password';

/** Every route that changes something from a JSON body (the greeting upload takes audio: its own test). */
export const JSON_ROUTES: JsonRoute[] = [
  {
    method: 'POST',
    path: () => '/api/ivr/trees',
    ...shapeOf(ivrTreeInputSchema, ivrTreeInputSchema, { name: 'T' }),
  },
  {
    method: 'PUT',
    path: (ids) => `/api/ivr/trees/${ids.tree}`,
    ...shapeOf(ivrTreeInputSchema, ivrTreeInputSchema, { name: 'T' }),
  },
  {
    method: 'POST',
    path: (ids) => `/api/ivr/trees/${ids.tree}/nodes`,
    ...shapeOf(createNode, createNode, { name: 'N', playMode: 'talk', playContent: 'Hi' }),
  },
  {
    method: 'PUT',
    path: (ids) => `/api/ivr/nodes/${ids.node}`,
    ...shapeOf(updateIvrNodeInputSchema, updateIvrNodeInputSchema, { name: 'N' }),
  },
  {
    method: 'POST',
    path: (ids) => `/api/ivr/nodes/${ids.node}/keys`,
    ...shapeOf(createKey, createKey, { key: '9', action: { kind: 'hangup' } }),
  },
  {
    method: 'PUT',
    path: (ids) => `/api/ivr/keys/${ids.key}`,
    ...shapeOf(updateIvrKeypressInputSchema, updateIvrKeypressInputSchema, { key: '8' }),
  },
  {
    method: 'PUT',
    path: (ids) => `/api/ivr/trees/${ids.tree}/path-tests`,
    ...shapeOf(savePathTestsRequestSchema, savePathTestsRequestSchema, {
      tests: [{ id: 'fuzz-1', name: 'F', inputs: ['1'], expected: { kind: 'hangup' } }],
      maxSecondsToAgent: 60,
      revision: 0,
    }),
  },
  {
    method: 'POST',
    path: () => '/api/agents',
    ...shapeOf(createAgentInputSchema, createAgentInputSchema, { name: 'A', serviceUserId: 'fuzz-user' }),
  },
  {
    method: 'PUT',
    path: (ids) => `/api/agents/${ids.agent}`,
    ...shapeOf(updateAgentInputSchema, updateAgentInputSchema, { name: 'A' }),
  },
  {
    method: 'POST',
    path: () => '/api/groups',
    ...shapeOf(groupInputSchema, groupInputSchema, { name: 'G' }),
  },
  {
    method: 'PUT',
    path: (ids) => `/api/groups/${ids.group}`,
    ...shapeOf(groupInputSchema, groupInputSchema, { name: 'G' }),
  },
  {
    method: 'POST',
    path: () => '/api/queues/Q2/groups',
    ...shapeOf(createRouting, createRouting, (ids) => ({ groupId: ids.group, primary: false })),
  },
  {
    method: 'PUT',
    path: (ids) => `/api/group-routings/${ids.routing}`,
    ...shapeOf(updateGroupRoutingInputSchema, updateGroupRoutingInputSchema, { primary: false }),
  },
  {
    method: 'POST',
    path: () => '/api/blacklist',
    ...shapeOf(blacklistedNumberInputSchema, blacklistedNumberInputSchema, { number: '0900000999' }),
  },
  {
    method: 'PUT',
    path: (ids) => `/api/blacklist/${ids.entry}`,
    ...shapeOf(blacklistedNumberInputSchema, blacklistedNumberInputSchema, { number: '0900000998' }),
  },
  {
    method: 'POST',
    path: () => '/api/sip-accounts',
    ...shapeOf(createSipAccountInputSchema, createSipAccountInputSchema, {
      username: 'fuzz-phone',
      password: 'Sip-pass-2026',
      extension: 999,
    }),
  },
  {
    method: 'PUT',
    path: (ids) => `/api/sip-accounts/${ids.sip}`,
    ...shapeOf(updateSipAccountInputSchema, updateSipAccountInputSchema, {
      password: 'Sip-pass-2026',
      extension: 998,
    }),
  },
  {
    method: 'POST',
    path: () => '/api/sip-phones',
    ...shapeOf(createSipPhoneInputSchema, createSipPhoneInputSchema, {
      username: 'fuzz-desk-2',
      password: PHONE_PASSWORD,
    }),
  },
  {
    method: 'PUT',
    path: (ids) => `/api/sip-phones/${ids.phone}`,
    ...shapeOf(updateSipPhoneInputSchema, updateSipPhoneInputSchema, { password: PHONE_PASSWORD }),
  },
  {
    method: 'POST',
    path: () => '/api/calls/callout',
    ...shapeOf(callOutInputSchema, callOutInputSchema, {
      from: { number: '842873000111' },
      to: [{ number: '84901234567' }],
      answerUrl: 'https://example.com/a',
    }),
  },
  {
    method: 'POST',
    path: (ids) => `/api/calls/${ids.call}/participants`,
    ...shapeOf(addParticipant, addParticipant, {
      from: { number: '842873000111' },
      to: { type: 'external', number: '84901234567' },
    }),
  },
  {
    method: 'POST',
    path: (ids) => `/api/campaigns/${ids.campaign}/imports`,
    ...shapeOf(createImportSchema, createImportSchema, { phones: ['0901234567'] }),
  },
  {
    method: 'POST',
    path: () => '/api/call-log-exports',
    ...shapeOf(callLogFiltersSchema, callLogFiltersSchema, { sortOrder: 'asc' }),
  },
  {
    method: 'POST',
    path: () => '/api/admin/users',
    ...shapeOf(createUserSchema, createUserSchema, {
      username: 'fuzzed',
      displayName: 'Fuzzed',
      role: 'support',
      password: USER_PASSWORD,
    }),
  },
  {
    method: 'PATCH',
    path: (ids) => `/api/admin/users/${ids.user}`,
    ...shapeOf(updateUserSchema, updateUserSchema, { displayName: 'Renamed' }),
  },
  {
    method: 'POST',
    path: (ids) => `/api/admin/users/${ids.user}/password`,
    ...shapeOf(resetPasswordSchema, resetPasswordSchema, { password: USER_PASSWORD }),
  },
  {
    method: 'POST',
    path: (ids) => `/api/ivr/trees/${ids.tree}/draft/merge`,
    ...shapeOf(mergeDraftRequestSchema, mergeDraftRequestSchema, { choices: [] }),
  },
  {
    method: 'POST',
    path: () => '/api/read-model/refresh',
    ...shapeOf(refreshInputSchema, refreshInputSchema, { lists: ['agents'] }),
  },
  {
    method: 'PUT',
    path: () => '/api/board/thresholds',
    ...shapeOf(boardThresholdsSchema, boardThresholdsSchema, DEFAULT_THRESHOLDS),
  },
  {
    method: 'POST',
    path: () => '/api/auth/login',
    ...shapeOf(loginRequestSchema, loginRequestSchema, {
      username: 'support',
      password: 'role-user-password',
    }),
  },
];

export const PLACEHOLDERS: Fixtures = {
  tree: ':treeId',
  node: ':nodeId',
  key: ':keyId',
  agent: ':agentId',
  group: ':groupId',
  routing: ':routingId',
  entry: ':entryId',
  sip: ':username',
  phone: ':phone',
  call: ':callId',
  campaign: ':campaignId',
  user: ':userId',
};
