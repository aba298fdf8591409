import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBffWithSandbox, type BffWithSandbox } from '../test-support/bff-with-sandbox';

let world: BffWithSandbox;
beforeAll(async () => {
  world = await startBffWithSandbox();
});
afterAll(() => world.close());

describe('API documentation', () => {
  it('serves an OpenAPI document generated from the routes without a session', async () => {
    const answer = await world.bff.request('GET', '/api/openapi.json');
    expect(answer.status).toBe(200);
    const doc = answer.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/auth/login', '/api/auth/me']),
    );
  });

  it('serves a browsable page at /api/docs', async () => {
    const answer = await world.bff.request('GET', '/api/docs/', { headers: { accept: 'text/html' } });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('swagger');
  });
});
