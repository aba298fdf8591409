import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlacklistedNumber } from '@/core/api/blacklist';
import { startBffWithSandbox, type BffWithSandbox } from '../../test-support/bff-with-sandbox';
import {
  auditEntries,
  changeCount,
  createdId,
  expectFieldErrors,
  expectProblem,
  itemsOf,
} from './contact-center-test-kit';

let world: BffWithSandbox;
beforeAll(async () => {
  world = await startBffWithSandbox();
});
afterAll(() => world.close());

const entries = async () =>
  itemsOf<BlacklistedNumber>(await world.as('lead', 'GET', '/api/blacklist?pageSize=100'));

describe('blacklist', () => {
  it('a lead blacklists a number, changes its blocks and removes it, each change audited', async () => {
    const id = createdId(
      await world.as('lead', 'POST', '/api/blacklist', {
        body: { number: '0912 000 111', ivrBlocked: true, queueBlocked: false },
      }),
    );
    expect(await entries()).toContainEqual({
      id,
      number: '84912000111',
      ivrBlocked: true,
      queueBlocked: false,
    });
    const { body } = await world.sandbox.call('base', 'GET', '/v1/blacklistnumber');
    expect(JSON.stringify(body)).toContain(id);

    const changed = await world.as('lead', 'PUT', `/api/blacklist/${id}`, {
      body: { number: '0912000111', queueBlocked: true },
    });
    expect(changed.status, changed.text).toBe(204);
    expect(await entries()).toContainEqual({
      id,
      number: '84912000111',
      ivrBlocked: true,
      queueBlocked: true,
    });

    expect((await world.as('lead', 'DELETE', `/api/blacklist/${id}`)).status).toBe(204);
    expect((await entries()).map((entry) => entry.id)).not.toContain(id);

    const audited = [
      ...(await auditEntries(world, 'blacklist.create')),
      ...(await auditEntries(world, 'blacklist.update')),
      ...(await auditEntries(world, 'blacklist.delete')),
    ].filter((entry) => entry.target === id);
    expect(audited.map((entry) => [entry.action, entry.username, entry.detail])).toEqual([
      [
        'blacklist.create',
        'lead',
        { number: '84912000111', ivrBlocked: true, queueBlocked: false, result: 'ok' },
      ],
      [
        'blacklist.update',
        'lead',
        {
          number: '84912000111',
          queueBlocked: true,
          changes: { queueBlocked: { before: false, after: true } },
          result: 'ok',
        },
      ],
      ['blacklist.delete', 'lead', { result: 'ok' }],
    ]);
  });

  it.each([
    ['no number', { ivrBlocked: true }, ['number']],
    ['letters for a number', { number: 'call me' }, ['number']],
    ['a block that is not a flag', { number: '0912000222', ivrBlocked: 'yes' }, ['ivrBlocked']],
    [
      'blocking neither in IVR nor in queues',
      { number: '0912000222', ivrBlocked: false, queueBlocked: false },
      ['ivrBlocked'],
    ],
  ])('refuses %s with field errors, changing nothing', async (_case, body, fields) => {
    const before = { entries: await entries(), changes: await changeCount(world) };
    expectFieldErrors(await world.as('lead', 'POST', '/api/blacklist', { body }), fields);
    expectFieldErrors(await world.as('lead', 'PUT', '/api/blacklist/BL1', { body }), fields);
    expect({ entries: await entries(), changes: await changeCount(world) }).toEqual(before);
  });

  it("maps the service's refusals: the same number in another writing 409, unknown entry 404", async () => {
    createdId(await world.as('lead', 'POST', '/api/blacklist', { body: { number: '0987654321' } }));
    const twin = expectProblem(
      await world.as('lead', 'POST', '/api/blacklist', { body: { number: '+84987654321' } }),
      409,
    );
    expect(twin.detail).toMatch(/already blacklisted as 84987654321/);
    expect(twin.serviceCode).toBe(4);
    const body = { number: '0911111111' };
    const missing = expectProblem(await world.as('lead', 'PUT', '/api/blacklist/NO_ENTRY', { body }), 404);
    expect(missing.detail).toBe('Blacklisted number not found');
    expectProblem(await world.as('lead', 'DELETE', '/api/blacklist/NO_ENTRY'), 404);
    expect((await auditEntries(world, 'blacklist.delete')).at(-1)).toMatchObject({
      target: 'NO_ENTRY',
      detail: { result: 'failed', status: 404 },
    });
  });
});
