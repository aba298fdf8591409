import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSipAccountResponse,
  deleteSipAccountResponse,
  listSipAccountsResponse,
  updateSipAccountResponse,
} from '../../service-api/sip-accounts';
import { startSandbox, type RunningSandbox } from '../test-support/sandbox-harness';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const PATH = '/v1/ipphonecommon';
const list = async (query = '?limit=100') =>
  listSipAccountsResponse.parse((await sandbox.call('base', 'GET', `${PATH}${query}`)).body).data;

let nextExtension = 500;
async function createAccount(username: string, extra: Record<string, unknown> = {}) {
  nextExtension += 1;
  const answer = await sandbox.call('base', 'POST', PATH, {
    user_name: username,
    password: 'S3cret!',
    extension: nextExtension,
    ...extra,
  });
  return createSipAccountResponse.parse(answer.body);
}

describe('SIP accounts ({base_url}/v1/ipphonecommon)', () => {
  it('creates, lists with the extension as a string, updates and deletes, answering with msg', async () => {
    const created = await sandbox.call('base', 'POST', PATH, {
      user_name: 'le.van.an',
      password: 'p@ss-101',
      extension: 101,
      service_user_id: 'an.le',
    });
    const parsed = createSipAccountResponse.parse(created.body);
    expect(parsed).toMatchObject({ r: 0, msg: 'Success' });
    expect(Number.isInteger(parsed.res_create_subscriber)).toBe(true);
    expect(created.body).not.toHaveProperty('message');

    const listedAnswer = await sandbox.call('base', 'GET', PATH);
    const listed = listSipAccountsResponse.parse(listedAnswer.body);
    expect(listed).toMatchObject({ r: 0, message: 'Success', msg: 'Success' });
    expect(listed.data.rows.find((row) => row.username === 'le.van.an')).toEqual({
      username: 'le.van.an',
      project: sandbox.config.projectId,
      password: 'p@ss-101',
      service_user_id: 'an.le',
      extension: '101',
    });

    const updated = await sandbox.call('base', 'PUT', `${PATH}/le.van.an`, {
      extension: 102,
      password: 'new-pass',
    });
    expect(updateSipAccountResponse.parse(updated.body)).toEqual({
      r: 0,
      msg: 'Success',
      res_update_subscriber: true,
    });
    expect((await list('?username=le.van.an')).rows).toEqual([
      expect.objectContaining({ extension: '102', password: 'new-pass', service_user_id: 'an.le' }),
    ]);

    const deleted = await sandbox.call('base', 'DELETE', `${PATH}/le.van.an`);
    expect(deleteSipAccountResponse.parse(deleted.body)).toEqual({
      r: 0,
      msg: 'Success',
      res_delete_subscriber: true,
    });
    expect((await list('?username=le.van.an')).totalCount).toBe('0');
  });

  it('accepts username (the spec example) instead of user_name, or both when equal', async () => {
    const viaExample = await sandbox.call('base', 'POST', PATH, {
      username: 'ex.one',
      password: 'x',
      extension: 201,
    });
    expect(viaExample.body.r).toBe(0);
    const viaBoth = await sandbox.call('base', 'POST', PATH, {
      username: 'ex.two',
      user_name: 'ex.two',
      password: 'x',
      extension: 202,
    });
    expect(viaBoth.body.r).toBe(0);
    expect((await list()).rows.map((row) => row.username)).toEqual(
      expect.arrayContaining(['ex.one', 'ex.two']),
    );
  });

  it('gives each new account its own subscriber id and an empty service_user_id by default', async () => {
    const first = await createAccount('sub.one');
    const second = await createAccount('sub.two');
    expect(second.res_create_subscriber).toBeGreaterThan(first.res_create_subscriber);
    expect((await list('?username=sub.one')).rows[0]?.service_user_id).toBe('');
  });

  it('filters by username, service_user_id and extension, and pages', async () => {
    const fresh = await startSandbox();
    try {
      const add = (user_name: string, extension: number, service_user_id?: string) =>
        fresh.call('base', 'POST', PATH, { user_name, password: 'x', extension, service_user_id });
      await add('f.one', 301, 'agent.a');
      await add('f.two', 302, 'agent.a');
      await add('f.three', 303, 'agent.b');
      const get = async (query: string) =>
        listSipAccountsResponse.parse((await fresh.call('base', 'GET', `${PATH}${query}`)).body).data;
      expect(await get('')).toMatchObject({ totalCount: '3', totalPages: 1 });
      expect((await get('?service_user_id=agent.a')).rows.map((row) => row.username)).toEqual([
        'f.one',
        'f.two',
      ]);
      expect((await get('?extension=303')).rows.map((row) => row.username)).toEqual(['f.three']);
      expect((await get('?username=f.two&extension=302')).totalCount).toBe('1');
      expect((await get('?username=f.two&extension=303')).totalCount).toBe('0');
      expect((await get('?username=&service_user_id=')).totalCount).toBe('3');
      expect(await get('?limit=2&page=2')).toMatchObject({ totalCount: '3', totalPages: 2 });
      expect((await get('?limit=2&page=2')).rows.map((row) => row.username)).toEqual(['f.three']);
    } finally {
      await fresh.close();
    }
  });

  it.each([
    ['missing user_name', { password: 'x', extension: 601 }, 2, /user_name/],
    ['missing password', { user_name: 'bad.one', extension: 601 }, 2, /password/],
    ['missing extension', { user_name: 'bad.one', password: 'x' }, 2, /extension/],
    ['extension as a string', { user_name: 'bad.one', password: 'x', extension: '601' }, 1, /extension/],
    ['a fractional extension', { user_name: 'bad.one', password: 'x', extension: 60.5 }, 1, /extension/],
    ['a zero extension', { user_name: 'bad.one', password: 'x', extension: 0 }, 1, /extension/],
    ['an empty password', { user_name: 'bad.one', password: '', extension: 601 }, 1, /password/],
    ['a username with a slash', { user_name: 'bad/one', password: 'x', extension: 601 }, 1, /user_name/],
    [
      'user_name and username that differ',
      { user_name: 'bad.one', username: 'bad.two', password: 'x', extension: 601 },
      1,
      /user_name and username differ/,
    ],
    [
      'a numeric service_user_id',
      { user_name: 'bad.one', password: 'x', extension: 601, service_user_id: 5 },
      1,
      /service_user_id/,
    ],
  ])('refuses a create with %s, answering with msg, and writes nothing', async (_case, body, r, field) => {
    const before = await list();
    const answer = await sandbox.call('base', 'POST', PATH, body);
    expect(answer.status).toBe(200);
    expect(answer.body.r).toBe(r);
    expect(answer.body.msg).toMatch(field);
    expect(answer.body).not.toHaveProperty('message');
    expect(await list()).toEqual(before);
  });

  it.each([
    [
      'a username that exists',
      () => ({ user_name: 'taken', password: 'y', extension: 9001 }),
      /already exists/,
    ],
    [
      'an extension that is taken',
      () => ({ user_name: 'other', password: 'y', extension: 9000 }),
      /Extension 9000/,
    ],
  ])('refuses a create with %s (r=4)', async (_case, body, message) => {
    if ((await list('?username=taken')).totalCount === '0') {
      await sandbox.call('base', 'POST', PATH, { user_name: 'taken', password: 'x', extension: 9000 });
    }
    const before = await list();
    const answer = await sandbox.call('base', 'POST', PATH, body());
    expect(answer.body.r).toBe(4);
    expect(answer.body.msg).toMatch(message);
    expect(await list()).toEqual(before);
  });

  it.each([
    ['missing extension', { password: 'z' }, 2, /extension/],
    ['missing password', { extension: 7001 }, 2, /password/],
    ['extension as a string', { extension: '7001', password: 'z' }, 1, /extension/],
    ['the extension of another account', { extension: 7000, password: 'z' }, 4, /Extension 7000/],
  ])(
    'refuses an update with %s (res_update_subscriber false) and changes nothing',
    async (_case, body, r, field) => {
      if ((await list('?username=ext.owner')).totalCount === '0') {
        await sandbox.call('base', 'POST', PATH, { user_name: 'ext.owner', password: 'x', extension: 7000 });
        await sandbox.call('base', 'POST', PATH, { user_name: 'ext.other', password: 'x', extension: 7002 });
      }
      const before = await list();
      const answer = await sandbox.call('base', 'PUT', `${PATH}/ext.other`, body);
      expect(answer.body).toMatchObject({ r, res_update_subscriber: false });
      expect(answer.body.msg).toMatch(field);
      expect(await list()).toEqual(before);
    },
  );

  it('keeps an account its own extension on update and keeps service_user_id when absent', async () => {
    await sandbox.call('base', 'POST', PATH, {
      user_name: 'keep.me',
      password: 'x',
      extension: 8000,
      service_user_id: 'k',
    });
    const answer = await sandbox.call('base', 'PUT', `${PATH}/keep.me`, { extension: 8000, password: 'y' });
    expect(answer.body.r).toBe(0);
    expect((await list('?username=keep.me')).rows[0]).toMatchObject({ password: 'y', service_user_id: 'k' });
  });

  it('answers a non-zero r and res_*: false for an unknown username', async () => {
    const updated = await sandbox.call('base', 'PUT', `${PATH}/nobody`, { extension: 8100, password: 'x' });
    expect(updateSipAccountResponse.parse(updated.body)).toMatchObject({
      r: -1,
      res_update_subscriber: false,
    });
    expect(updated.body.msg).toMatch(/not found/);
    const deleted = await sandbox.call('base', 'DELETE', `${PATH}/nobody`);
    expect(deleteSipAccountResponse.parse(deleted.body)).toMatchObject({
      r: -1,
      res_delete_subscriber: false,
    });
  });

  it('refuses a non-numeric extension filter', async () => {
    const answer = await sandbox.call('base', 'GET', `${PATH}?extension=abc`);
    expect(answer.body.r).toBe(1);
    expect(answer.body.msg).toMatch(/extension/);
  });
});
