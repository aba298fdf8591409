import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPONENT_NAMES } from '../openapi/component-schemas';
import { OPERATION_IDS } from '../openapi/operation-ids';
import { startBffWithSandbox, type BffWithSandbox } from '../test-support/bff-with-sandbox';

type Answer = { description: string; content?: Record<string, { schema: Record<string, unknown> }> };
type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  responses: Record<string, Answer>;
};
type OpenApi = {
  openapi: string;
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};

let world: BffWithSandbox;
let doc: OpenApi;
beforeAll(async () => {
  world = await startBffWithSandbox();
  doc = (await world.bff.request('GET', '/api/openapi.json')).json() as OpenApi;
});
afterAll(() => world.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );

/** The probes are outside /api: no session, no rate limit, no input, so no 4xx. */
const PROBES = ['GET /healthz', 'GET /readyz'];

describe('API documentation', () => {
  it('serves an OpenAPI 3.1 document generated from the routes without a session', async () => {
    const answer = await world.bff.request('GET', '/api/openapi.json');
    expect(answer.status).toBe(200);
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/auth/login', '/api/auth/me']),
    );
  });

  it('serves a browsable page at /api/docs', async () => {
    const answer = await world.bff.request('GET', '/api/docs/', { headers: { accept: 'text/html' } });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('swagger');
  });

  it('names every operation once, verb first, with the id the table gives it', () => {
    const ids = operations().map(({ key, operation }) => {
      expect(operation.operationId, key).toBe(OPERATION_IDS[key]);
      expect(operation.operationId, key).toMatch(/^[a-z]+[A-Z][A-Za-z]*$/);
      return operation.operationId;
    });
    expect(new Set(ids).size).toBe(ids.length);
    // No id is left in the table for a route that is gone.
    expect(
      operations()
        .map(({ key }) => key)
        .sort(),
    ).toEqual(Object.keys(OPERATION_IDS).sort());
  });

  it('gives every operation a summary, one tag and its 4xx answers as problem+json', () => {
    for (const { key, operation } of operations()) {
      expect(operation.summary, key).toBeTruthy();
      expect(operation.tags, key).toHaveLength(1);
      const problems = Object.entries(operation.responses).filter(([status]) => /^4\d\d$/.test(status));
      if (!PROBES.includes(key)) expect(problems.length, key).toBeGreaterThan(0);
      for (const [status, answer] of problems) {
        expect(answer.description, `${key} ${status}`).not.toBe('Default Response');
        expect(Object.keys(answer.content ?? {}), `${key} ${status}`).toEqual(['application/problem+json']);
      }
    }
  });

  it('names the contract schemas as components, and operations refer to them', () => {
    const names = Object.keys(doc.components.schemas);
    expect(names).toEqual(
      expect.arrayContaining(['Problem', 'Agent', 'Group', 'IvrTree', 'IvrGraph', 'IvrMenu', 'SessionInfo']),
    );
    // Each name comes from the table; a request body's form carries `Input`.
    for (const name of names) expect(COMPONENT_NAMES, name).toContain(name.replace(/Input$/, ''));

    const agents = doc.paths['/api/agents']!.get!.responses['200']!.content!['application/json']!.schema;
    expect(agents).toMatchObject({
      properties: { items: { items: { $ref: '#/components/schemas/Agent' } } },
    });
    const draft = doc.paths['/api/ivr/trees/{treeId}/draft']!.get!.responses['200']!;
    expect(JSON.stringify(doc.components.schemas.IvrDraft)).toContain('#/components/schemas/IvrMenu');
    expect(draft.content!['application/json']!.schema).toEqual({ $ref: '#/components/schemas/IvrDraft' });
    const missing = doc.paths['/api/agents/{agentId}']!.delete!.responses['404']!;
    expect(missing.content!['application/problem+json']!.schema).toEqual({
      $ref: '#/components/schemas/Problem',
    });
  });

  it('keeps no component that nothing refers to', () => {
    const text = JSON.stringify(doc.paths) + JSON.stringify(doc.components.schemas);
    for (const name of Object.keys(doc.components.schemas))
      expect(text, name).toContain(`"#/components/schemas/${name}"`);
  });
});
