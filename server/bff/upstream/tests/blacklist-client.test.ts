import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blacklistedNumberSchema } from '@/core/api/blacklist';
import { pageSchema } from '@/core/api/paging';
import { createBlacklistNumberBody } from '@server/service-api/blacklist-numbers';
import { blacklistedNumberFromWire, blacklistedNumberToWire } from '../blacklist-client';
import { refusalOf, startContactCenterSandbox, type ContactCenterSandbox } from './contact-center-sandbox';

let cc: ContactCenterSandbox;
beforeAll(async () => {
  cc = await startContactCenterSandbox();
});
afterAll(() => cc.close());

const findEntry = async (id: string) =>
  (await cc.client.blacklist.list({ page: 1, pageSize: 100 })).items.find((entry) => entry.id === id);

describe('blacklist client over HTTP', () => {
  it('creates, lists, updates and removes a blacklisted number', async () => {
    const blacklist = cc.client.blacklist;
    const { id } = await blacklist.create({ number: '0912 345 678', ivrBlocked: true });
    expect(await findEntry(id)).toEqual({
      id,
      number: '0912 345 678',
      ivrBlocked: true,
      queueBlocked: false,
    });

    await blacklist.update(id, { number: '+84912345678', queueBlocked: true });
    expect(await findEntry(id)).toEqual({ id, number: '+84912345678', ivrBlocked: true, queueBlocked: true });

    await blacklist.update(id, { number: '+84912345678', ivrBlocked: false });
    expect(await findEntry(id)).toMatchObject({ ivrBlocked: false, queueBlocked: true });

    await blacklist.remove(id);
    expect(await findEntry(id)).toBeUndefined();
  });

  it('answers a clean page', async () => {
    for (const number of ['0903000001', '0903000002', '0903000003'])
      await cc.client.blacklist.create({ number });
    const page = await cc.client.blacklist.list({ page: 1, pageSize: 2 });
    expect(pageSchema(blacklistedNumberSchema).parse(page)).toEqual(page);
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(3);
  });

  it('surfaces refusals as ServiceError with r and the message', async () => {
    await cc.client.blacklist.create({ number: '0988 777 666' });
    const twin = await refusalOf(cc.client.blacklist.create({ number: '+84988777666' }));
    expect(twin).toMatchObject({ r: 4, operation: 'createBlacklistNumber' });
    expect(twin.message).toMatch(/already blacklisted as 0988 777 666/);

    const missing = await refusalOf(cc.client.blacklist.remove('BL_NONE'));
    expect(missing).toMatchObject({ r: -1, operation: 'deleteBlacklistNumber' });
    expect(missing.message).toMatch(/not found/);
  });
});

describe('blacklist mappers', () => {
  it.each([
    [1, 0, true, false],
    [0, 1, false, true],
  ] as const)(
    'reads ivr_blocked %i / queue_blocked %i as booleans',
    (ivr, queue, ivrBlocked, queueBlocked) => {
      const wire = {
        id: 'BL1',
        account: 1,
        project: 2,
        number: '0912',
        ivr_blocked: ivr,
        queue_blocked: queue,
      };
      expect(blacklistedNumberFromWire(wire)).toEqual({
        id: 'BL1',
        number: '0912',
        ivrBlocked,
        queueBlocked,
      });
    },
  );

  it('writes real booleans, as the requests take them', () => {
    const body = blacklistedNumberToWire({ number: '0912345678', ivrBlocked: true, queueBlocked: false });
    expect(createBlacklistNumberBody.parse(body)).toEqual({
      number: '0912345678',
      ivr_blocked: true,
      queue_blocked: false,
    });
  });
});
