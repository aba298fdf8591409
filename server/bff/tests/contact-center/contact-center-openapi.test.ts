import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBff, type RunningBff } from '../../test-support/bff-harness';

type Operation = {
  summary?: string;
  description?: string;
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
};
type JsonSchema = { properties?: Record<string, JsonSchema>; items?: JsonSchema; $ref?: string };
type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
};

/** A schema, or the component a `$ref` names. */
const resolved = (schema: JsonSchema | undefined): JsonSchema | undefined =>
  schema?.$ref ? doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')] : schema;

let bff: RunningBff;
let doc: OpenApi;
beforeAll(async () => {
  bff = await startBff();
  doc = (await bff.request('GET', '/api/openapi.json')).json() as OpenApi;
});
afterAll(() => bff.close());

const OPERATIONS = [
  ['get', '/api/ivr/trees', '200'],
  ['post', '/api/ivr/trees', '201'],
  ['put', '/api/ivr/trees/{treeId}', '204'],
  ['delete', '/api/ivr/trees/{treeId}', '204'],
  ['get', '/api/ivr/trees/{treeId}/graph', '200'],
  ['post', '/api/ivr/trees/{treeId}/nodes', '201'],
  ['put', '/api/ivr/nodes/{nodeId}', '204'],
  ['delete', '/api/ivr/nodes/{nodeId}', '204'],
  ['post', '/api/ivr/nodes/{nodeId}/keys', '201'],
  ['put', '/api/ivr/keys/{keyId}', '204'],
  ['delete', '/api/ivr/keys/{keyId}', '204'],
  ['get', '/api/agents', '200'],
  ['post', '/api/agents', '201'],
  ['put', '/api/agents/{agentId}', '204'],
  ['delete', '/api/agents/{agentId}', '204'],
  ['get', '/api/groups', '200'],
  ['post', '/api/groups', '201'],
  ['put', '/api/groups/{groupId}', '204'],
  ['delete', '/api/groups/{groupId}', '204'],
  ['get', '/api/queues/{queueId}/groups', '200'],
  ['post', '/api/queues/{queueId}/groups', '201'],
  ['put', '/api/group-routings/{routingId}', '204'],
  ['delete', '/api/group-routings/{routingId}', '204'],
  ['get', '/api/blacklist', '200'],
  ['post', '/api/blacklist', '201'],
  ['put', '/api/blacklist/{entryId}', '204'],
  ['delete', '/api/blacklist/{entryId}', '204'],
  ['get', '/api/sip-accounts', '200'],
  ['post', '/api/sip-accounts', '201'],
  ['put', '/api/sip-accounts/{username}', '204'],
  ['delete', '/api/sip-accounts/{username}', '204'],
] as const;

describe('OpenAPI of the contact-center routes', () => {
  it.each(OPERATIONS)('documents %s %s with its %s answer and its problems', (method, path, success) => {
    const operation = doc.paths[path]?.[method];
    expect(operation?.summary).toBeTruthy();
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining([success, '400', '403']));
  });

  it('says the SIP list carries no passwords, and its item schema has none', () => {
    const list = doc.paths['/api/sip-accounts']?.get;
    expect(list?.description).toMatch(/leaves them out, so no SIP password ever reaches the browser/);
    const page = list?.responses['200']?.content?.['application/json']?.schema;
    const item = resolved(page?.properties?.items?.items);
    expect(Object.keys(item?.properties ?? {}).sort()).toEqual(['extension', 'serviceUserId', 'username']);
  });
});
