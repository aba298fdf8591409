import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createSipPhoneResponse,
  deleteSipPhoneResponse,
  listSipPhonesResponse,
  updateSipPhoneResponse,
} from '../../service-api/sip-phones';
import { startSandbox, type RunningSandbox } from '../test-support/sandbox-harness';

let sandbox: RunningSandbox;
let full: (username: string) => string;
beforeAll(async () => {
  sandbox = await startSandbox();
  full = (username) => `${sandbox.config.projectId}_${username}`;
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandbox.deps.db.deleteFrom('sip_phones').execute();
});

const list = async () => listSipPhonesResponse.parse((await sandbox.call('api', 'GET', '/v1/sipphone')).body);
const create = (username: string, password = 'secret-123') =>
  sandbox.call('api', 'POST', '/v1/sipphone', { username, password });
const storedPassword = async (username: string) =>
  (
    await sandbox.deps.db
      .selectFrom('sip_phones')
      .select('password')
      .where('username', '=', username)
      .executeTakeFirstOrThrow()
  ).password;

describe('SIP phones ({api_url}/v1/sipphone)', () => {
  it('creates with sipusername <project_id>_<username> and lists full usernames with total as a string', async () => {
    const created = await create('alice.le-01');
    const { r, sipusername, message } = createSipPhoneResponse.parse(created.body);
    expect(r).toBe(0);
    expect(message).toBeTruthy();
    expect(sipusername).toBe(full('alice.le-01'));

    await create('bob_2');
    const listed = await list();
    expect(listed.r).toBe(0);
    expect(listed.data.total).toBe('2');
    expect(listed.data.sipphones).toEqual([
      { username: full('alice.le-01'), extension: null, email_address: null },
      { username: full('bob_2'), extension: null, email_address: null },
    ]);
  });

  it('updates by short or full username: password, extension set and cleared', async () => {
    await create('carol');
    const byShort = await sandbox.call('api', 'PUT', '/v1/sipphone/carol', {
      password: 'new-pass-1',
      extension: 101,
    });
    expect(updateSipPhoneResponse.parse(byShort.body).r).toBe(0);
    expect((await list()).data.sipphones[0]).toMatchObject({ username: full('carol'), extension: 101 });
    expect(await storedPassword(full('carol'))).toBe('new-pass-1');

    const byFull = await sandbox.call('api', 'PUT', `/v1/sipphone/${full('carol')}`, {
      password: 'new-pass-2',
    });
    expect(byFull.body.r).toBe(0);
    expect((await list()).data.sipphones[0]?.extension).toBe(101);
    expect(await storedPassword(full('carol'))).toBe('new-pass-2');

    await sandbox.call('api', 'PUT', '/v1/sipphone/carol', { password: 'new-pass-3', extension: null });
    expect((await list()).data.sipphones[0]?.extension).toBeNull();
  });

  it('deletes by full or short username; a second delete is r=-1', async () => {
    await create('dave');
    await create('erin');
    const byFull = await sandbox.call('api', 'DELETE', `/v1/sipphone/${full('dave')}`);
    expect(deleteSipPhoneResponse.parse(byFull.body).r).toBe(0);
    const byShort = await sandbox.call('api', 'DELETE', '/v1/sipphone/erin');
    expect(byShort.body.r).toBe(0);
    expect((await list()).data.total).toBe('0');

    const again = await sandbox.call('api', 'DELETE', '/v1/sipphone/dave');
    expect(deleteSipPhoneResponse.parse(again.body)).toMatchObject({ r: -1, message: 'SIP phone not found' });
  });

  it('prefers an exact full-name match when a short name starts with the project prefix', async () => {
    await create('frank');
    await create(full('frank')); // stored as <pid>_<pid>_frank
    await sandbox.call('api', 'DELETE', `/v1/sipphone/${full('frank')}`);
    expect((await list()).data.sipphones.map((p) => p.username)).toEqual([full(full('frank'))]);
  });

  it('refuses a duplicate username with r=4 and writes nothing', async () => {
    await create('grace');
    const duplicate = await create('grace', 'another-pass');
    expect(duplicate.body.r).toBe(4);
    expect(duplicate.body.message).toContain(full('grace'));
    expect((await list()).data.total).toBe('1');
    expect(await storedPassword(full('grace'))).toBe('secret-123');
  });

  it('refuses an extension another phone already uses with r=4', async () => {
    await create('heidi');
    await create('ivan');
    await sandbox.call('api', 'PUT', '/v1/sipphone/heidi', { password: 'secret-123', extension: 200 });
    const clash = await sandbox.call('api', 'PUT', '/v1/sipphone/ivan', {
      password: 'changed-1',
      extension: 200,
    });
    expect(clash.body.r).toBe(4);
    expect(clash.body.message).toContain('200');
    expect(await storedPassword(full('ivan'))).toBe('secret-123');
  });

  it('answers r=-1 for updating an unknown phone', async () => {
    const answer = await sandbox.call('api', 'PUT', '/v1/sipphone/nobody', { password: 'secret-123' });
    expect(answer.body).toMatchObject({ r: -1, message: 'SIP phone not found' });
  });

  it.each([
    ['missing username', { password: 'secret-123' }, 2, 'username'],
    ['missing password', { username: 'judy' }, 2, 'password'],
    ['an empty body', {}, 2, 'username'],
    ['a username with a space', { username: 'ju dy', password: 'secret-123' }, 1, 'username'],
    ['a username with a non-ASCII letter', { username: 'trâm', password: 'secret-123' }, 1, 'username'],
    ['a username with "@"', { username: 'judy@home', password: 'secret-123' }, 1, 'username'],
    ['a too short username', { username: 'ju', password: 'secret-123' }, 1, 'username'],
    ['a too long username', { username: 'j'.repeat(33), password: 'secret-123' }, 1, 'username'],
    ['a username of the wrong type', { username: 1234, password: 'secret-123' }, 1, 'username'],
    ['a too short password', { username: 'judy', password: '12345' }, 1, 'password'],
    ['a password of the wrong type', { username: 'judy', password: 123456 }, 1, 'password'],
  ])('refuses a create with %s and writes nothing', async (_case, body, r, field) => {
    const answer = await sandbox.call('api', 'POST', '/v1/sipphone', body);
    expect(answer.body.r).toBe(r);
    expect(answer.body.message).toContain(field);
    expect((await list()).data.total).toBe('0');
  });

  it.each([
    ['missing password', { extension: 300 }, 2, 'password'],
    ['a too short password', { password: 'abc' }, 1, 'password'],
    ['an extension as a string', { password: 'changed-1', extension: '300' }, 1, 'extension'],
    ['a fractional extension', { password: 'changed-1', extension: 3.5 }, 1, 'extension'],
    ['a negative extension', { password: 'changed-1', extension: -1 }, 1, 'extension'],
  ])('refuses an update with %s and changes nothing', async (_case, body, r, field) => {
    await create('kim');
    const answer = await sandbox.call('api', 'PUT', '/v1/sipphone/kim', body);
    expect(answer.body.r).toBe(r);
    expect(answer.body.message).toContain(field);
    expect((await list()).data.sipphones[0]?.extension).toBeNull();
    expect(await storedPassword(full('kim'))).toBe('secret-123');
  });
});
