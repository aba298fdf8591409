import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageSchema } from '@/core/api/paging';
import { sipAccountSchema } from '@/core/api/sip-accounts';
import { createSipAccountBody, updateSipAccountBody } from '@server/service-api/sip-accounts';
import { ServiceContractError } from '../errors';
import { createSipAccountToWire, sipAccountFromWire, updateSipAccountToWire } from '../sip-accounts-client';
import { refusalOf, startContactCenterSandbox, type ContactCenterSandbox } from './contact-center-sandbox';

let cc: ContactCenterSandbox;
beforeAll(async () => {
  cc = await startContactCenterSandbox();
});
afterAll(() => cc.close());

const byUsername = async (username: string) =>
  (await cc.client.sipAccounts.list({ page: 1, pageSize: 50, username })).items;

describe('SIP accounts client over HTTP', () => {
  it('creates, finds, updates and removes an account', async () => {
    const sip = cc.client.sipAccounts;
    const created = await sip.create({ username: 'le_tan.01', password: 'pw-1', extension: 101 });
    expect(created).toEqual({ id: 'le_tan.01', subscriberId: expect.any(Number) as number });
    expect(await byUsername('le_tan.01')).toEqual([
      { username: 'le_tan.01', password: 'pw-1', serviceUserId: null, extension: 101 },
    ]);

    await sip.update('le_tan.01', { password: 'pw-2', extension: 102, serviceUserId: 'lan.nguyen' });
    expect(await byUsername('le_tan.01')).toEqual([
      { username: 'le_tan.01', password: 'pw-2', serviceUserId: 'lan.nguyen', extension: 102 },
    ]);

    await sip.update('le_tan.01', { password: 'pw-2', extension: 102, serviceUserId: null });
    expect((await byUsername('le_tan.01'))[0]?.serviceUserId).toBeNull();

    await sip.remove('le_tan.01');
    expect(await byUsername('le_tan.01')).toEqual([]);
  });

  it('filters by linked user and extension and pages the rest', async () => {
    const sip = cc.client.sipAccounts;
    await sip.create({ username: 'ext201', password: 'p', extension: 201, serviceUserId: 'minh' });
    await sip.create({ username: 'ext202', password: 'p', extension: 202 });
    await sip.create({ username: 'ext203', password: 'p', extension: 203 });

    const ofMinh = await sip.list({ page: 1, pageSize: 50, serviceUserId: 'minh' });
    expect(ofMinh.items.map((a) => a.username)).toEqual(['ext201']);
    const at202 = await sip.list({ page: 1, pageSize: 50, extension: 202 });
    expect(at202.items.map((a) => a.username)).toEqual(['ext202']);

    const second = await sip.list({ page: 2, pageSize: 2 });
    expect(pageSchema(sipAccountSchema).parse(second)).toEqual(second);
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 3, totalPages: 2 });
    expect(second.items.map((a) => a.username)).toEqual(['ext203']);
  });

  it('surfaces refusals as ServiceError with r and the msg text', async () => {
    await cc.client.sipAccounts.create({ username: 'dup', password: 'p', extension: 301 });
    const sameName = await refusalOf(
      cc.client.sipAccounts.create({ username: 'dup', password: 'p', extension: 302 }),
    );
    expect(sameName).toMatchObject({
      r: 4,
      operation: 'createSipAccount',
      message: 'SIP username dup already exists',
    });

    const sameExtension = await refusalOf(
      cc.client.sipAccounts.create({ username: 'other', password: 'p', extension: 301 }),
    );
    expect(sameExtension).toMatchObject({ r: 4 });
    expect(sameExtension.message).toMatch(/Extension 301 already belongs to dup/);

    const missing = await refusalOf(cc.client.sipAccounts.remove('nobody'));
    expect(missing).toMatchObject({
      r: -1,
      operation: 'deleteSipAccount',
      message: 'SIP account nobody not found',
    });
  });
});

describe('SIP account mappers', () => {
  const wire = { username: 'u1', project: 1, password: 'p', service_user_id: '', extension: '0101' };

  it('reads the extension string as its number and an empty linked user as null', () => {
    expect(sipAccountFromWire(wire)).toEqual({
      username: 'u1',
      password: 'p',
      serviceUserId: null,
      extension: 101,
    });
    expect(sipAccountFromWire({ ...wire, service_user_id: 'lan' }).serviceUserId).toBe('lan');
  });

  it.each(['', '10a', '-1'])('calls extension %j a contract breach', (extension) => {
    expect(() => sipAccountFromWire({ ...wire, extension })).toThrow(ServiceContractError);
  });

  it('sends the username as user_name, as the field table names it', () => {
    const body = createSipAccountToWire({ username: 'u1', password: 'p', extension: 7 });
    expect(createSipAccountBody.parse(body)).toEqual({ user_name: 'u1', password: 'p', extension: 7 });
    expect(body).not.toHaveProperty('username');
  });

  it('unlinks with an empty service_user_id and keeps the link when it is left out', () => {
    const unlink = updateSipAccountToWire({ password: 'p', extension: 7, serviceUserId: null });
    expect(updateSipAccountBody.parse(unlink)).toEqual({ password: 'p', extension: 7, service_user_id: '' });
    const keep = updateSipAccountToWire({ password: 'p', extension: 7 });
    expect(JSON.parse(JSON.stringify(keep))).toEqual({ password: 'p', extension: 7 });
  });
});
