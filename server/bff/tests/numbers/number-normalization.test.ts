import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '@/core/api/agents';
import type { BlacklistedNumber } from '@/core/api/blacklist';
import { callLogPageSchema, type CallLogPage } from '@/core/api/call-log';
import { startBffWithSandbox, type BffWithSandbox } from '../../test-support/bff-with-sandbox';
import { createdId, itemsOf } from '../contact-center/contact-center-test-kit';

/**
 * One normalization for every number: each spelling a person may type (national `0…`, bare, `84…`, `+84…`,
 * with spaces, dots or dashes) finds the same calls, and is stored in one form by the blacklist and agents.
 */
let world: BffWithSandbox;
beforeAll(async () => {
  world = await startBffWithSandbox({ seed: true, sandboxEnv: { SANDBOX_CALLS: '300' } });
});
afterAll(() => world.close());

const spellingsOf = (nsn: string) => [
  `0${nsn}`,
  nsn,
  `84${nsn}`,
  `+84${nsn}`,
  `+84 ${nsn.slice(0, 3)} ${nsn.slice(3, 6)} ${nsn.slice(6)}`,
  `0${nsn.slice(0, 3)}.${nsn.slice(3, 6)}.${nsn.slice(6)}`,
  `0${nsn.slice(0, 3)}-${nsn.slice(3, 6)}-${nsn.slice(6)}`,
];

async function callsWhere(filter: 'fromNumber' | 'toNumber', value: string): Promise<CallLogPage> {
  const answer = await world.as(
    'support',
    'GET',
    `/api/calls?limit=100&${filter}=${encodeURIComponent(value)}`,
  );
  expect(answer.status, answer.text).toBe(200);
  return callLogPageSchema.parse(answer.json());
}

/** A Vietnamese mobile the seed's calls use in that column, as its 9-digit national significant number. */
async function seededMobile(column: 'fromNumber' | 'toNumber'): Promise<string> {
  const page = callLogPageSchema.parse((await world.as('support', 'GET', '/api/calls?limit=100')).json());
  const number = page.items
    .map((call) => call[column].replace(/^\+/, ''))
    .find((value) => /^84[35789]\d{8}$/.test(value));
  if (!number) throw new Error(`the seed holds no call with a mobile ${column}`);
  return number.slice(2);
}

describe('call-log number filters', () => {
  it.each(['fromNumber', 'toNumber'] as const)('%s: every spelling finds the same calls', async (filter) => {
    const nsn = await seededMobile(filter);
    const expected = await callsWhere(filter, `84${nsn}`);
    expect(expected.total).toBeGreaterThan(0);
    for (const spelling of spellingsOf(nsn)) {
      const found = await callsWhere(filter, spelling);
      expect(
        { spelling, total: found.total, ids: found.items.map((call) => call.id) },
        `the call log filtered by ${filter}=${spelling}`,
      ).toEqual({ spelling, total: expected.total, ids: expected.items.map((call) => call.id) });
    }
  });
});

describe('stored numbers', () => {
  const cases = [
    ['0912 000 333', '84912000333'],
    ['0912.000.334', '84912000334'],
    ['+84 912-000-335', '84912000335'],
    ['(091) 2000-336', '84912000336'],
    ['912000337', '84912000337'],
    ['024 3822 1234', '842438221234'],
    ['+1 (415) 555-0100', '14155550100'],
  ] as const;

  it.each(cases)('the blacklist stores %j as %s', async (typed, stored) => {
    const id = createdId(await world.as('lead', 'POST', '/api/blacklist', { body: { number: typed } }));
    const listed = itemsOf<BlacklistedNumber>(await world.as('lead', 'GET', '/api/blacklist?pageSize=100'));
    expect(listed.find((entry) => entry.id === id)?.number).toBe(stored);
    const { body } = await world.sandbox.call('base', 'GET', '/v1/blacklistnumber?limit=100');
    expect(JSON.stringify(body)).toContain(`"number":"${stored}"`);
  });

  it.each(cases)("an agent's phone %j is stored as %s", async (typed, stored) => {
    const id = createdId(
      await world.as('lead', 'POST', '/api/agents', {
        body: {
          name: `Số ${typed}`,
          serviceUserId: `norm-${stored}`,
          routingType: 'phone',
          phoneNumber: typed,
        },
      }),
    );
    const agents = itemsOf<Agent>(await world.as('lead', 'GET', '/api/agents?pageSize=100'));
    expect(agents.find((agent) => agent.id === id)?.phoneNumber).toBe(stored);
  });

  it('refuses a number that is no number, in any field, and stores nothing', async () => {
    for (const [path, body] of [
      ['/api/blacklist', { number: 'gọi tôi' }],
      ['/api/agents', { name: 'X', serviceUserId: 'norm-bad', routingType: 'phone', phoneNumber: '09x' }],
      ['/api/calls/callout', { from: { number: '<script>' }, to: [{ number: '0912' }], actions: [] }],
    ] as const) {
      const answer = await world.as('lead', 'POST', path, { body });
      expect([400, 403], `${path}: ${answer.text}`).toContain(answer.status);
    }
  });
});
