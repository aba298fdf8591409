import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemSchema } from '@/core/api/problem';
import { startBff, type RunningBff } from '../test-support/bff-harness';

let bff: RunningBff;
beforeAll(async () => {
  bff = await startBff();
});
afterAll(() => bff.close());

const directivesOf = (csp: string | null) =>
  new Map(
    (csp ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );

describe('security headers', () => {
  it('a strict CSP: scripts only from our origin, no inline or eval; no framing', async () => {
    const answer = await bff.request('GET', '/api/health');
    const csp = directivesOf(answer.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    for (const [name, values] of csp) {
      expect(values, name).not.toContain("'unsafe-eval'");
      if (name !== 'style-src') expect(values, name).not.toContain("'unsafe-inline'");
    }
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each([
    ['an API answer', '/api/health'],
    ['an unknown API path', '/api/nothing-here'],
    ['a refused API request', '/api/auth/me'],
    ['a probe', '/healthz'],
  ])('Cache-Control: no-store on %s', async (_case, path) => {
    expect((await bff.request('GET', path)).headers.get('cache-control')).toBe('no-store');
  });
});

describe('request size limits', () => {
  it('refuses a JSON body over 1 MB with a 413 problem', async () => {
    const answer = await bff.request('POST', '/api/auth/login', {
      csrf: true,
      body: { username: 'x', password: 'y'.repeat(1_100_000) },
    });
    expect(answer.status).toBe(413);
    expect(problemSchema.parse(answer.json())).toMatchObject({ status: 413 });
  });

  it('reads a body just under the limit (and refuses its over-long password as a 400)', async () => {
    const answer = await bff.request('POST', '/api/auth/login', {
      csrf: true,
      body: { username: 'x', password: 'y'.repeat(1_000_000) },
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(problemSchema.parse(answer.json()).errors ?? {})).toEqual(['password']);
  });
});
