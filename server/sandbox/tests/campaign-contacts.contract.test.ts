import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCampaignPhonesResponse, CAMPAIGN_PHONES_MAX } from '../../service-api/campaign-contacts';
import { DEMO_CAMPAIGNS, ensureCampaigns } from '../seed/campaigns';
import { startSandbox, type RunningSandbox } from '../test-support/sandbox-harness';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ SANDBOX_CAMPAIGNS: ' CMP_EXTRA_A, CMP_EXTRA_B ' });
});
afterAll(() => sandbox.close());

const PATH = '/v1/customcampaign/add-by-phones';
const add = async (campaign_id: string, phones: string[]) => {
  const answer = await sandbox.call('base', 'POST', PATH, { campaign_id, phones });
  return { status: answer.status, ...addCampaignPhonesResponse.parse(answer.body) };
};

/** Distinct valid mobile numbers: 0 + 9 + eight digits. */
const mobiles = (count: number, from: number) =>
  Array.from({ length: count }, (_, i) => `09${String(from + i).padStart(8, '0')}`);

describe('campaign contacts ({base_url}/v1/customcampaign/add-by-phones)', () => {
  it('normalizes every writing to 84…, counts each number once and reports invalid ones as sent', async () => {
    const answer = await add('CMP_TET_2027', [
      '0912345678',
      '+84 912 345 678',
      '84912345678',
      '(028) 1234 5678',
      '987.654.321',
      'không có số',
      '0123',
      '+1 415 555 0100',
    ]);
    expect(answer).toEqual({
      status: 200,
      r: 0,
      msg: 'Success',
      data: {
        total: 3,
        added: 3,
        skipped: 0,
        skipped_phones: [],
        invalid: 3,
        invalid_phones: ['không có số', '0123', '+1 415 555 0100'],
      },
    });
  });

  it('is idempotent: repeating a request answers r=7 with data and adds nothing', async () => {
    const phones = ['0903 111 222', '0903-111-333'];
    const first = await add('CMP_KHAO_SAT_CSKH', phones);
    expect(first.data).toMatchObject({ total: 2, added: 2, skipped: 0 });
    const again = await add('CMP_KHAO_SAT_CSKH', phones);
    expect(again).toMatchObject({ r: 7, msg: 'All phones already exist' });
    expect(again.data).toEqual({
      total: 2,
      added: 0,
      skipped: 2,
      skipped_phones: ['84903111222', '84903111333'],
      invalid: 0,
      invalid_phones: [],
    });
    const otherWriting = await add('CMP_KHAO_SAT_CSKH', ['+84903111222']);
    expect(otherWriting.r).toBe(7);
  });

  it('adds the new numbers of a partly known list and skips the rest', async () => {
    await add('CMP_NHAC_LICH_HEN', ['0977000001', '0977000002']);
    const answer = await add('CMP_NHAC_LICH_HEN', ['0977000002', '0977000003', 'bad', '0977000003']);
    expect(answer).toMatchObject({ r: 0, msg: 'Success' });
    expect(answer.data).toEqual({
      total: 2,
      added: 1,
      skipped: 1,
      skipped_phones: ['84977000002'],
      invalid: 1,
      invalid_phones: ['bad'],
    });
  });

  it('keeps campaigns apart: a number in one campaign is new to another', async () => {
    await add('CMP_EXTRA_A', ['0966000001']);
    expect((await add('CMP_EXTRA_B', ['0966000001'])).data?.added).toBe(1);
  });

  it('answers r=0 with zero counts when every number is invalid', async () => {
    const answer = await add('CMP_EXTRA_A', ['abc', '']);
    expect(answer).toMatchObject({ r: 0, data: { total: 0, added: 0, skipped: 0, invalid: 2 } });
  });

  it('accepts exactly the maximum of phones in one request', async () => {
    const answer = await add('CMP_EXTRA_B', mobiles(CAMPAIGN_PHONES_MAX, 10_000));
    expect(answer).toMatchObject({ r: 0, data: { total: 1000, added: 1000, skipped: 0 } });
  });

  it('knows the demo campaigns and the SANDBOX_CAMPAIGNS ids, and seeds them again harmlessly', async () => {
    for (const campaign of DEMO_CAMPAIGNS) {
      expect((await add(campaign.id, ['0355000001'])).status).toBe(200);
    }
    expect((await add('CMP_EXTRA_A', ['0355000001'])).r).toBe(0);
    await ensureCampaigns(sandbox.deps);
    expect((await add('CMP_EXTRA_A', ['0355000001'])).r).toBe(7);
  });

  it('does not know SANDBOX_CAMPAIGNS ids of another sandbox', async () => {
    const plain = await startSandbox();
    try {
      const answer = await plain.call('base', 'POST', PATH, {
        campaign_id: 'CMP_EXTRA_A',
        phones: ['0912345678'],
      });
      expect(answer.body).toEqual({ r: 3, msg: 'Campaign not found' });
    } finally {
      await plain.close();
    }
  });

  let probeCounter = 0;
  it.each<[string, (phone: string) => Record<string, unknown>, number, RegExp]>([
    ['missing campaign_id', (phone) => ({ phones: [phone] }), 2, /Missing params: campaign_id/],
    ['missing phones', () => ({ campaign_id: 'CMP_TET_2027' }), 2, /Missing params: phones/],
    ['an empty body', () => ({}), 2, /Missing params/],
    ['null phones', () => ({ campaign_id: 'CMP_TET_2027', phones: null }), 2, /Missing params: phones/],
    [
      'an unknown campaign',
      (phone) => ({ campaign_id: 'CMP_NOPE', phones: [phone] }),
      3,
      /^Campaign not found$/,
    ],
    ['phones as a string', (phone) => ({ campaign_id: 'CMP_TET_2027', phones: phone }), 1, /phones/],
    [
      'a numeric phone',
      (phone) => ({ campaign_id: 'CMP_TET_2027', phones: [phone, 912000002] }),
      1,
      /phones\.1/,
    ],
    ['a numeric campaign_id', (phone) => ({ campaign_id: 2027, phones: [phone] }), 1, /campaign_id/],
    ['an empty campaign_id', (phone) => ({ campaign_id: '', phones: [phone] }), 1, /campaign_id/],
    ['an empty phones list', () => ({ campaign_id: 'CMP_TET_2027', phones: [] }), 1, /phones/],
    [
      'more phones than one request may carry',
      (phone) => ({ campaign_id: 'CMP_TET_2027', phones: [phone, ...mobiles(CAMPAIGN_PHONES_MAX, 50_000)] }),
      1,
      /at most 1000 phones per request; send larger lists in batches/,
    ],
  ])('refuses %s, answering with msg and no data, and adds nothing', async (_case, bodyWith, r, message) => {
    probeCounter += 1;
    const phone = `0912${String(probeCounter).padStart(6, '0')}`;
    const answer = await sandbox.call('base', 'POST', PATH, bodyWith(phone));
    expect(answer.status).toBe(200);
    expect(answer.body.r).toBe(r);
    expect(answer.body.msg).toMatch(message);
    expect(answer.body).not.toHaveProperty('data');
    expect(answer.body).not.toHaveProperty('message');
    expect((await add('CMP_TET_2027', [phone])).data?.added).toBe(1);
  });
});
