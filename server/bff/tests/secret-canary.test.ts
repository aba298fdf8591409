import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../startup/logger';
import { TEST_API_SECRET, type Answer } from '../test-support/bff-harness';
import { startBffWithSandbox, type BffWithSandbox } from '../test-support/bff-with-sandbox';

/** Everything the BFF logs, at the most talkative level, as the text a log shipper would receive. */
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString('utf8'));
    done();
  },
});

const answers: Answer[] = [];
let world: BffWithSandbox;
let sandboxClosed = false;

beforeAll(async () => {
  world = await startBffWithSandbox({
    seed: true,
    bff: { logger: { ...loggerOptions('trace'), stream: logStream } },
  });
});
afterAll(async () => {
  await world.bff.close();
  if (!sandboxClosed) await world.sandbox.close();
});

const keep = async (answer: Promise<Answer>) => {
  const answered = await answer;
  answers.push(answered);
  return answered;
};

/** A JWT's header always starts like this; service tokens must not be logged or answered either. */
const JWT_PREFIX = 'eyJ';

describe('the canary secret (the sandbox key secret the BFF signs tokens with)', () => {
  it('is used: the BFF really talks to the service with it', async () => {
    const groups = await keep(world.as('lead', 'GET', '/api/groups'));
    expect(groups.status).toBe(200);
  });

  it('is in no answer to sign-ins, API calls, refusals and errors', async () => {
    const { bff } = world;
    await keep(
      bff.request('POST', '/api/auth/login', { csrf: true, body: { username: 'lead', password: 'wrong' } }),
    );
    await keep(
      bff.request('POST', '/api/auth/login', {
        csrf: true,
        body: { username: 'admin', password: TEST_API_SECRET },
      }),
    );
    await keep(bff.request('POST', '/api/auth/login', { csrf: true, body: '{"password": "' }));
    await keep(bff.request('POST', '/api/auth/login', { body: { username: 'lead', password: 'x' } }));
    await keep(world.as('lead', 'GET', '/api/auth/me'));
    await keep(world.as('lead', 'GET', '/api/agents'));
    await keep(world.as('supervisor', 'GET', '/api/ivr/trees'));
    await keep(world.as('lead', 'POST', '/api/groups', { body: { name: 'Nhóm canary' } }));
    await keep(world.as('lead', 'POST', '/api/groups', { body: { name: '' } }));
    await keep(world.as('support', 'POST', '/api/groups', { body: { name: 'not allowed' } }));
    await keep(world.as('lead', 'DELETE', '/api/groups/999999999'));
    await keep(world.as('lead', 'GET', '/api/no-such-route'));
    await keep(bff.request('GET', '/api/openapi.json'));
    await keep(bff.request('GET', '/healthz'));
    await keep(bff.request('GET', '/readyz'));
    // Headers that carry credentials, sent to us: logged (if at all) only censored.
    await keep(
      bff.request('GET', '/api/health', {
        headers: { authorization: `Bearer ${TEST_API_SECRET}`, 'x-service-auth': TEST_API_SECRET },
      }),
    );

    // The service goes away: 5xx problems and failed readiness are logged with their errors.
    await world.sandbox.close();
    sandboxClosed = true;
    // A write still goes to the service (lists answer from the BFF's copy while it is away).
    const down = await keep(world.as('lead', 'POST', '/api/groups', { body: { name: 'Nhóm khi mất' } }));
    expect(down.status).toBeGreaterThanOrEqual(500);
    expect((await keep(bff.request('GET', '/readyz'))).status).toBe(503);

    for (const answer of answers) {
      expect(answer.text).not.toContain(TEST_API_SECRET);
      expect(answer.text).not.toContain(JWT_PREFIX);
      for (const [name, value] of answer.headers) {
        expect(`${name}: ${value}`).not.toContain(TEST_API_SECRET);
        expect(`${name}: ${value}`).not.toContain(JWT_PREFIX);
      }
    }
  });

  it('is in no log line, though requests, errors and failed readiness were logged', () => {
    const log = logLines.join('');
    expect(logLines.length).toBeGreaterThan(20);
    expect(log).toContain('readiness check failed');
    expect(log).toContain('"statusCode":401');
    expect(log).not.toContain(TEST_API_SECRET);
    expect(log).not.toContain(JWT_PREFIX);
  });

  it('is censored where a credential is logged on purpose or by mistake', () => {
    logLines.length = 0;
    world.bff.app.log.info(
      {
        req: {
          headers: {
            authorization: TEST_API_SECRET,
            cookie: TEST_API_SECRET,
            'x-service-auth': TEST_API_SECRET,
          },
        },
        res: { headers: { 'set-cookie': TEST_API_SECRET } },
        body: { username: 'lead', password: TEST_API_SECRET },
        password: TEST_API_SECRET,
      },
      'credentials in a log call',
    );
    const [line] = logLines;
    expect(line).toContain('credentials in a log call');
    expect(line).not.toContain(TEST_API_SECRET);
    expect(line).toContain('[redacted]');
  });
});
