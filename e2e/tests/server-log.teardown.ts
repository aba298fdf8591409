import { randomUUID } from 'node:crypto';
import { expect, test as teardown } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../src/core/api/session';
import { demoPassword } from '../fixtures/demo-users';
import { readServerLog, secretsIn } from '../fixtures/server-log';

/**
 * Runs after every spec of the run (the `teardown` of the browser project in playwright.config.ts), so
 * that it reads everything the console's server logged while they ran — sign-ins, API calls, refusals,
 * injected service faults. One spec alone logs far more requests than this; fewer means the log is not
 * this run's or the server stopped logging requests.
 */
const MIN_REQUEST_LINES = 20;

teardown(
  'the server logged no secret, service token or session token during the whole run',
  async ({ playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    try {
      // A session of its own, used once more after signing in, so its token passed the request logging too.
      const signedIn = await api.post('/api/auth/login', {
        data: { username: 'admin', password: demoPassword },
        headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, origin: new URL(baseURL ?? '').origin },
      });
      expect(signedIn.status()).toBe(200);
      const sessionToken = (await api.storageState()).cookies[0]?.value ?? '';
      expect(sessionToken.length).toBeGreaterThan(20);
      const marker = `log-check-${randomUUID()}`;
      expect((await api.get(`/api/auth/me?${marker}`)).status()).toBe(200);

      // The marker is the run's last request: once its line is in the file, so is everything before it.
      await expect
        .poll(() => readServerLog().includes(marker), {
          message: 'scripts/e2e-server.mjs writes the server log',
        })
        .toBe(true);
      const log = readServerLog();
      const requestLines = log.split('\n').filter((line) => line.includes('"msg":"request completed"'));
      expect(requestLines.length).toBeGreaterThanOrEqual(MIN_REQUEST_LINES);
      expect(secretsIn(log, [{ name: 'the session token', value: sessionToken }])).toEqual([]);
    } finally {
      await api.dispose();
    }
  },
);
