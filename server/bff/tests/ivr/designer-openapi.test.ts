import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBff, type RunningBff } from '../../test-support/bff-harness';

let bff: RunningBff;
beforeAll(async () => {
  bff = await startBff();
});
afterAll(() => bff.close());

type Operation = { tags?: string[]; requestBody?: unknown; responses: Record<string, unknown> };

describe('IVR designer in the OpenAPI document', () => {
  it('documents every designer route with its body and answers', async () => {
    const doc = (await bff.request('GET', '/api/openapi.json')).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const expected: [string, string, string[]][] = [
      ['/api/ivr/designer/trees', 'get', ['200']],
      ['/api/ivr/trees/{treeId}/draft', 'get', ['200']],
      ['/api/ivr/trees/{treeId}/draft', 'delete', ['204']],
      ['/api/ivr/trees/{treeId}/layout', 'get', ['200']],
      ['/api/ivr/trees/{treeId}/path-tests', 'get', ['200']],
      ['/api/ivr/trees/{treeId}/path-tests', 'put', ['200', '409']],
      ['/api/ivr/trees/{treeId}/publish', 'post', ['202', '409', '422']],
      ['/api/ivr/publishes/{publishId}', 'get', ['200']],
      ['/api/ivr/publishes/{publishId}/resume', 'post', ['202']],
      ['/api/ivr/trees/{treeId}/versions/{number}/restore', 'post', ['200']],
      ['/api/ivr/trees/{treeId}/duplicate', 'post', ['201']],
      ['/api/ivr/trees/{treeId}/export', 'get', ['200']],
      ['/api/ivr/trees/import', 'post', ['201', '400']],
      ['/api/ivr/validation-context', 'get', ['200']],
    ];
    for (const [path, method, statuses] of expected) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation!.tags).toEqual(['IVR designer']);
      for (const status of statuses) expect(operation!.responses[status], `${path} ${status}`).toBeDefined();
      if (method === 'put' || path.endsWith('publish') || path.endsWith('import'))
        expect(operation!.requestBody, path).toBeDefined();
    }
  });
});
