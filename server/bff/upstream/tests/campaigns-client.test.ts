import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_PHONES_PER_REQUEST_MAX, campaignPhonesResultSchema } from '@/core/api/campaigns';
import { CAMPAIGN_PHONES_MAX } from '@server/service-api/campaign-contacts';
import { campaignPhonesResultFromWire } from '../campaigns-client';
import { refusalOf, startContactCenterSandbox, type ContactCenterSandbox } from './contact-center-sandbox';

let cc: ContactCenterSandbox;
beforeAll(async () => {
  cc = await startContactCenterSandbox({ SANDBOX_CAMPAIGNS: 'CMP_CLIENT_TEST' });
});
afterAll(() => cc.close());

describe('campaigns client over HTTP', () => {
  it('adds phones and reports clean counts and lists', async () => {
    const result = await cc.client.campaigns.addByPhones('CMP_CLIENT_TEST', [
      '0912 345 678',
      '+84912345678',
      '0987.654.321',
      'không có số',
    ]);
    expect(result).toEqual({
      total: 2,
      added: 2,
      skipped: 0,
      skippedPhones: [],
      invalid: 1,
      invalidPhones: ['không có số'],
      allAlreadyInCampaign: false,
    });
    expect(campaignPhonesResultSchema.parse(result)).toEqual(result);
  });

  it('answers r=7 "all phones already exist" with its data and a flag, not as a failure', async () => {
    await cc.client.campaigns.addByPhones('CMP_CLIENT_TEST', ['0903 111 222']);
    const again = await cc.client.campaigns.addByPhones('CMP_CLIENT_TEST', ['0903111222', '+84 903 111 222']);
    expect(again).toEqual({
      total: 1,
      added: 0,
      skipped: 1,
      skippedPhones: ['84903111222'],
      invalid: 0,
      invalidPhones: [],
      allAlreadyInCampaign: true,
    });
  });

  it('reports a partly new list as a normal result', async () => {
    await cc.client.campaigns.addByPhones('CMP_CLIENT_TEST', ['0904000001']);
    const mixed = await cc.client.campaigns.addByPhones('CMP_CLIENT_TEST', ['0904000001', '0904000002']);
    expect(mixed).toMatchObject({ added: 1, skipped: 1, allAlreadyInCampaign: false });
  });

  it('surfaces other refusals as ServiceError with r and the msg text', async () => {
    const unknown = await refusalOf(cc.client.campaigns.addByPhones('CMP_NONE', ['0912345678']));
    expect(unknown).toMatchObject({ r: 3, operation: 'addCampaignPhones', message: 'Campaign not found' });
    const empty = await refusalOf(cc.client.campaigns.addByPhones('CMP_CLIENT_TEST', []));
    expect(empty).toMatchObject({ r: 1 });
    expect(empty.message).toMatch(/phones/);
  });
});

describe('campaign mappers', () => {
  it('renames the lists and carries the flag', () => {
    const data = {
      total: 2,
      added: 1,
      skipped: 1,
      skipped_phones: ['84912'],
      invalid: 1,
      invalid_phones: ['x'],
    };
    expect(campaignPhonesResultFromWire(data, false)).toEqual({
      total: 2,
      added: 1,
      skipped: 1,
      skippedPhones: ['84912'],
      invalid: 1,
      invalidPhones: ['x'],
      allAlreadyInCampaign: false,
    });
  });

  it('keeps the per-request limit of the forms equal to the service contract', () => {
    expect(CAMPAIGN_PHONES_PER_REQUEST_MAX).toBe(CAMPAIGN_PHONES_MAX);
  });
});
