import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DEFAULT_API_KEY_SECRET } from '../../server/sandbox/config';
import { TEST_API_SECRET } from '../../server/bff/test-support/canary';

/**
 * The built SPA (what `vite build` wrote to dist/ before this run) must hold no secret: not the key
 * secret this console runs with, not the test canary, not whatever secret the build's environment or
 * .env file held. Read from the files themselves, on the Node side.
 */
const DIST = 'dist';
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
