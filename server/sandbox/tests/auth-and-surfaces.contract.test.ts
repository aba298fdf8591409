import { SignJWT, base64url } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintServiceToken } from '../../service-api/token';
import { startSandbox, type RunningSandbox } from '../test-support/sandbox-harness';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const secretOf = () => new TextEncoder().encode(sandbox.config.apiKeySecret);
const now = () => Math.floor(Date.now() / 1000);

async function signed(header: Record<string, unknown>, claims: Record<string, unknown>, secret = secretOf()) {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', ...header }).sign(secret);
}

const goodHeader = { typ: 'JWT', cty: 'service-api;v=1' };
const goodClaims = () => ({
  jti: `${sandbox.config.apiKeySid}_${now()}`,
  iss: sandbox.config.apiKeySid,
  exp: now() + 600,
  rest_api: true,
});

function unsignedNone(): string {
  const enc = (v: object) => base64url.encode(JSON.stringify(v));
  return `${enc({ alg: 'none', typ: 'JWT', cty: 'service-api;v=1' })}.${enc(goodClaims())}.`;
}

async function listGroups(headers: Record<string, string>, query = '') {
  const response = await fetch(`${sandbox.baseUrl}/v1/group${query}`, { headers });
  return { status: response.status, body: (await response.json()) as { r: number; message: string } };
}

describe('service authentication', () => {
  it('accepts a spec token in the X-SERVICE-AUTH header and in the access_token query', async () => {
    const token = await sandbox.token();
    expect((await listGroups({ 'X-SERVICE-AUTH': token })).status).toBe(200);
    expect((await listGroups({}, `?access_token=${token}`)).status).toBe(200);
  });

  it.each<[string, () => Promise<string>, RegExp]>([
    [
      'an expired token',
      () =>
        mintServiceToken({
          apiKeySid: sandbox.config.apiKeySid,
          apiKeySecret: sandbox.config.apiKeySecret,
          now: now() - 7200,
          ttlSeconds: 60,
        }),
      /expired/,
    ],
    [
      'a wrong secret',
      () => signed(goodHeader, goodClaims(), new TextEncoder().encode('not-the-secret')),
      /signature/,
    ],
    ['alg none', () => Promise.resolve(unsignedNone()), /HS256/],
    ['a wrong cty', () => signed({ ...goodHeader, cty: 'service-api;v=2' }, goodClaims()), /cty/],
    ['no cty', () => signed({ typ: 'JWT' }, goodClaims()), /cty/],
    ['a wrong typ', () => signed({ ...goodHeader, typ: 'at+jwt' }, goodClaims()), /typ/],
    ['an unknown issuer', () => signed(goodHeader, { ...goodClaims(), iss: 'SK_OTHER' }), /iss/],
    ['rest_api false', () => signed(goodHeader, { ...goodClaims(), rest_api: false }), /rest_api/],
    [
      'rest_api missing',
      () => signed(goodHeader, { jti: 'x', iss: sandbox.config.apiKeySid, exp: now() + 60 }),
      /rest_api/,
    ],
    ['no exp', () => signed(goodHeader, { jti: 'x', iss: sandbox.config.apiKeySid, rest_api: true }), /exp/],
    [
      'no jti',
      () => signed(goodHeader, { iss: sandbox.config.apiKeySid, exp: now() + 60, rest_api: true }),
      /jti/,
    ],
    ['garbage', () => Promise.resolve('not.a.jwt'), /malformed/],
  ])('refuses %s with HTTP 401 and a non-zero r', async (_case, makeToken, why) => {
    const answer = await listGroups({ 'X-SERVICE-AUTH': await makeToken() });
    expect(answer.status).toBe(401);
    expect(answer.body.r).not.toBe(0);
    expect(answer.body.message).toMatch(why);
  });

  it('accepts a token again and again while it lasts, and refuses it once it has expired', async () => {
    const token = await mintServiceToken({
      apiKeySid: sandbox.config.apiKeySid,
      apiKeySecret: sandbox.config.apiKeySecret,
      now: now(),
      ttlSeconds: 2,
    });
    for (let i = 0; i < 3; i += 1) expect((await listGroups({ 'X-SERVICE-AUTH': token })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const late = await listGroups({ 'X-SERVICE-AUTH': token });
    expect(late.status).toBe(401);
    expect(late.body.message).toMatch(/expired/);
  });

  it('refuses a request without any token', async () => {
    const answer = await listGroups({});
    expect(answer.status).toBe(401);
    expect(answer.body.message).toMatch(/missing token/);
  });
});

describe('two surfaces', () => {
  it('answers a {base_url} path only under /cc and a wrong-surface path with 404', async () => {
    expect((await sandbox.call('base', 'GET', '/v1/group')).status).toBe(200);
    const wrong = await sandbox.call('api', 'GET', '/v1/group');
    expect(wrong.status).toBe(404);
    expect(wrong.body.r).not.toBe(0);
  });

  it('answers malformed JSON with a clear error, not a crash', async () => {
    const answer = await sandbox.call('base', 'POST', '/v1/group', '{"name": ');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ r: 1, message: 'Invalid JSON body' });
  });
});
