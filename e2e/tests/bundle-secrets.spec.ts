import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DEFAULT_API_KEY_SECRET } from '../../server/sandbox/config';
import { TEST_API_SECRET } from '../../server/bff/test-support/canary';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../src/core/api/session';
import { demoPassword } from '../fixtures/demo-users';
import { secretsIn } from '../fixtures/server-log';

/**
 * The built SPA (what `vite build` wrote to dist/ before this run) must hold no secret: not the key
 * secret this console runs with, not the test canary, not whatever secret the build's environment or
 * .env file held. Read from the files themselves, on the Node side.
 */
const DIST = process.env.BUILD_OUT_DIR ?? 'dist';
const SECRET_VARIABLES = [
  'SERVICE_API_KEY_SECRET',
  'SANDBOX_API_KEY_SECRET',
  'ADMIN_PASSWORD',
  'DATABASE_URL',
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

function configuredSecrets(): string[] {
  const fromDotEnv: Record<string, string> = {};
  if (existsSync('.env')) {
    for (const line of readFileSync('.env', 'utf8').split('\n')) {
      const match = /^\s*([A-Z_]+)\s*=\s*(.*?)\s*$/.exec(line);
      if (match) fromDotEnv[match[1]!] = match[2]!;
    }
  }
  return SECRET_VARIABLES.flatMap((name) => [process.env[name], fromDotEnv[name]]).filter(
    (value): value is string => value !== undefined && value.length >= 8,
  );
}

test('the built SPA contains no API key secret', () => {
  expect(existsSync(join(DIST, 'index.html')), 'run `vite build` first').toBe(true);
  const canaries = [DEFAULT_API_KEY_SECRET, TEST_API_SECRET, ...configuredSecrets()];
  const files = filesUnder(DIST);
  expect(files.length).toBeGreaterThan(1);
  for (const file of files) {
    const text = readFileSync(file, 'latin1');
    for (const canary of canaries)
      expect(text.includes(canary), `${canary.slice(0, 4)}… in ${file}`).toBe(false);
  }
});

/** A read of every kind of resource, and the API's own documents. */
const READS = [
  '/api/health',
  '/api/auth/me',
  '/api/openapi.json',
  '/api/agents',
  '/api/groups',
  '/api/blacklist',
  '/api/sip-accounts',
  '/api/sip-phones',
  '/api/sip-phones/registration',
  '/api/greetings',
  '/api/ivr/trees',
  '/api/calls',
  '/api/chat/conversations',
  '/api/debugger',
  '/api/campaigns/imports',
  '/api/admin/users',
  '/api/admin/audit',
];

/** The server log is searched once every spec has run: e2e/tests/server-log.teardown.ts. */
test.describe('answers', () => {
  test('no API answer carries a secret, a service token or the session token', async ({
    playwright,
    baseURL,
  }) => {
    const api = await playwright.request.newContext({ baseURL });
    const writeHeaders = { [CSRF_HEADER]: CSRF_HEADER_VALUE, origin: new URL(baseURL ?? '').origin };
    try {
      const failed = await api.post('/api/auth/login', {
        data: { username: 'admin', password: 'not-the-password' },
        headers: writeHeaders,
      });
      expect(failed.status()).toBe(401);
      const signedIn = await api.post('/api/auth/login', {
        data: { username: 'admin', password: demoPassword },
        headers: writeHeaders,
      });
      expect(signedIn.status()).toBe(200);
      const sessionToken = (await api.storageState()).cookies[0]?.value ?? '';
      expect(sessionToken.length).toBeGreaterThan(20);
      const session = [{ name: 'the session token', value: sessionToken }];
      const answers = [failed, signedIn];
      for (const path of READS) {
        const answer = await api.get(path);
        expect(answer.status(), path).toBeLessThan(500);
        answers.push(answer);
      }
      for (const answer of answers) {
        const headers = answer
          .headersArray()
          .filter((header) => header.name.toLowerCase() !== 'set-cookie')
          .map((header) => `${header.name}: ${header.value}`)
          .join('\n');
        expect(secretsIn(`${headers}\n${await answer.text()}`, session), answer.url()).toEqual([]);
      }
    } finally {
      await api.dispose();
    }
  });
});
