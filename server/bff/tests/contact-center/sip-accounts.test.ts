import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SipAccountListItem } from '@/core/api/sip-accounts';
import { startBffWithSandbox, type BffWithSandbox } from '../../test-support/bff-with-sandbox';
import {
  auditEntries,
  changeCount,
  expectFieldErrors,
  expectProblem,
  itemsOf,
} from './contact-center-test-kit';

const PASSWORD = 'S1p-secret-Pa55';
const NEW_PASSWORD = 'An0ther-S1p-secret';

let world: BffWithSandbox;
beforeAll(async () => {
  world = await startBffWithSandbox();
});
afterAll(() => world.close());

const listAnswer = (query = '') => world.as('lead', 'GET', `/api/sip-accounts${query}`);
const accounts = async (query = '') => itemsOf<SipAccountListItem>(await listAnswer(query));
const create = (body: Record<string, unknown>) => world.as('lead', 'POST', '/api/sip-accounts', { body });
const auditText = async () =>
  JSON.stringify(await world.bff.appDb.db.selectFrom('audit_log').selectAll().execute());

describe('SIP accounts', () => {
  it('a lead creates, changes and deletes an account, each change audited without the password', async () => {
    const created = await create({
      username: 'desk1',
      password: PASSWORD,
      extension: 101,
      serviceUserId: 'lan',
    });
    expect(created.status, created.text).toBe(201);
    const answer = created.json() as { id: string; subscriberId: number };
    expect(Object.keys(answer).sort()).toEqual(['id', 'subscriberId']);
    expect(answer.id).toBe('desk1');
    expect(Number.isInteger(answer.subscriberId)).toBe(true);
    expect(await accounts()).toContainEqual({ username: 'desk1', serviceUserId: 'lan', extension: 101 });

    const changed = await world.as('lead', 'PUT', '/api/sip-accounts/desk1', {
      body: { password: NEW_PASSWORD, extension: 102, serviceUserId: null },
    });
    expect(changed.status, changed.text).toBe(204);
    expect(await accounts()).toContainEqual({ username: 'desk1', serviceUserId: null, extension: 102 });
    const { body } = await world.sandbox.call('base', 'GET', '/v1/ipphonecommon?username=desk1');
    expect(JSON.stringify(body)).toContain(NEW_PASSWORD);

    expect((await world.as('lead', 'DELETE', '/api/sip-accounts/desk1')).status).toBe(204);
    expect(await accounts('?username=desk1')).toEqual([]);

    const audited = [
      ...(await auditEntries(world, 'sip-account.create')),
      ...(await auditEntries(world, 'sip-account.update')),
      ...(await auditEntries(world, 'sip-account.delete')),
    ].filter((entry) => entry.target === 'desk1');
    expect(audited.map((entry) => [entry.action, entry.username, entry.detail])).toEqual([
      ['sip-account.create', 'lead', { extension: 101, serviceUserId: 'lan', result: 'ok' }],
      [
        'sip-account.update',
        'lead',
        {
          extension: 102,
          serviceUserId: null,
          password: 'changed',
          changes: { password: { secret: 'changed' } },
          result: 'ok',
        },
      ],
      ['sip-account.delete', 'lead', { result: 'ok' }],
    ]);
    const text = await auditText();
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain(NEW_PASSWORD);
  });

  it('lists accounts without their passwords, filtered by username, linked user or extension', async () => {
    await create({ username: 'front', password: PASSWORD, extension: 201, serviceUserId: 'mai' });
    await create({ username: 'back', password: NEW_PASSWORD, extension: 202 });
    const answer = await listAnswer();
    expect(answer.text).not.toContain(PASSWORD);
    expect(answer.text).not.toContain(NEW_PASSWORD);
    expect(answer.text).not.toContain('password');
    const { body } = await world.sandbox.call('base', 'GET', '/v1/ipphonecommon');
    expect(JSON.stringify(body)).toContain(PASSWORD);

    expect(await accounts('?username=front')).toEqual([
      { username: 'front', serviceUserId: 'mai', extension: 201 },
    ]);
    expect((await accounts('?serviceUserId=mai')).map((account) => account.username)).toEqual(['front']);
    expect((await accounts('?extension=202')).map((account) => account.username)).toEqual(['back']);
    expect((await accounts('?username=&extension=')).length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['no password', { username: 'u1', extension: 1 }, ['password']],
    [
      'a username that cannot travel in a path',
      { username: 'a/b', password: 'x', extension: 1 },
      ['username'],
    ],
    [
      'an extension that is not a whole number',
      { username: 'u1', password: 'x', extension: 1.5 },
      ['extension'],
    ],
  ])('refuses an account with %s, changing nothing', async (_case, body, fields) => {
    const before = { accounts: await accounts(), changes: await changeCount(world) };
    expectFieldErrors(await create(body), fields);
    expect({ accounts: await accounts(), changes: await changeCount(world) }).toEqual(before);
  });

  it('a change of the extension alone keeps the password: the current one is sent back', async () => {
    await create({ username: 'keeper', password: PASSWORD, extension: 401 });
    const change = await world.as('lead', 'PUT', '/api/sip-accounts/keeper', { body: { extension: 402 } });
    expect(change.status, change.text).toBe(204);
    const { body } = await world.sandbox.call('base', 'GET', '/v1/ipphonecommon?username=keeper');
    expect(body).toMatchObject({
      data: { rows: [{ username: 'keeper', password: PASSWORD, extension: '402' }] },
    });
    expect((await auditEntries(world, 'sip-account.update')).at(-1)).toEqual({
      action: 'sip-account.update',
      username: 'lead',
      target: 'keeper',
      detail: { extension: 402, result: 'ok' },
    });
    const missing = await world.as('lead', 'PUT', '/api/sip-accounts/nobody', { body: { extension: 9 } });
    expectProblem(missing, 404);
  });

  it.each([
    ['one character', 'x'],
    ['only digits', '1234567890'],
    ['only lower-case letters', 'abcdefghijkl'],
    ['the username', 'KEEPER2024'],
  ])('refuses a new password of %s, on create and on change, changing nothing', async (_case, password) => {
    await create({ username: 'keeper2024', password: PASSWORD, extension: 501 });
    const before = { accounts: await accounts(), changes: await changeCount(world) };
    expectFieldErrors(await create({ username: 'keeper2024', password, extension: 502 }), ['password']);
    const change = await world.as('lead', 'PUT', '/api/sip-accounts/keeper2024', {
      body: { password, extension: 501 },
    });
    expectFieldErrors(change, ['password']);
    expect({ accounts: await accounts(), changes: await changeCount(world) }).toEqual(before);
  });

  it('refuses a change without extension, and a bad filter, with field errors', async () => {
    const before = { accounts: await accounts(), changes: await changeCount(world) };
    const change = await world.as('lead', 'PUT', '/api/sip-accounts/front', {
      body: { password: NEW_PASSWORD },
    });
    expectFieldErrors(change, ['extension']);
    expectFieldErrors(await world.as('lead', 'DELETE', '/api/sip-accounts/bad%20name'), ['username']);
    expectFieldErrors(await listAnswer('?extension=abc'), ['extension']);
    expect({ accounts: await accounts(), changes: await changeCount(world) }).toEqual(before);
  });

  it("maps the service's refusals: taken username or extension 409, unknown account 404", async () => {
    await create({ username: 'taken', password: PASSWORD, extension: 301 });
    const sameName = expectProblem(
      await create({ username: 'taken', password: PASSWORD, extension: 302 }),
      409,
    );
    expect(sameName.detail).toBe('SIP username taken already exists');
    const sameExtension = expectProblem(
      await create({ username: 'other', password: PASSWORD, extension: 301 }),
      409,
    );
    expect(sameExtension.detail).toBe('Extension 301 already belongs to taken');
    const body = { password: PASSWORD, extension: 399 };
    const missing = expectProblem(await world.as('lead', 'PUT', '/api/sip-accounts/nobody', { body }), 404);
    expect(missing.detail).toBe('SIP account nobody not found');
    expectProblem(await world.as('lead', 'DELETE', '/api/sip-accounts/nobody'), 404);
    expect((await auditEntries(world, 'sip-account.create')).at(-1)).toMatchObject({
      target: 'other',
      detail: { result: 'failed', status: 409 },
    });
    expect(await auditText()).not.toContain(PASSWORD);
  });
});
