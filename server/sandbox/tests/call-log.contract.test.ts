import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callLogResponse } from '../../service-api/call-log';
import type { CallRow } from '../db/tables/operations';
import { SANDBOX_PROJECT_NAME } from '../routes/api/call-wire';
import { startSandbox, type RunningSandbox } from '../test-support/sandbox-harness';
import {
  billedMinutesOf,
  expectedOrder,
  FIXTURE_BASE,
  FIXTURE_COUNT,
  fixtureCalls,
  insertCalls,
} from './call-log-fixtures';

let sandbox: RunningSandbox;
const rows = fixtureCalls();
beforeAll(async () => {
  sandbox = await startSandbox();
  insertCalls(sandbox, rows);
});
afterAll(() => sandbox.close());

const callLog = async (query: string) => {
  const answer = await sandbox.call('api', 'GET', `/v1/call/log${query}`);
  expect(answer.body).toMatchObject({ r: 0 });
  return callLogResponse.parse(answer.body).data;
};

describe('call log, version 1 ({api_url}/v1/call/log)', () => {
  it('lists call records exactly as the spec shows them', async () => {
    const data = await callLog('?limit=100&sort_order=asc');
    expect(data).toMatchObject({ limit: 100, totalCalls: FIXTURE_COUNT });
    const [first, second] = data.calls;
    expect(first).toMatchObject({
      project_id: sandbox.config.projectId,
      account_id: sandbox.config.accountId,
      project_name: SANDBOX_PROJECT_NAME,
      answer_time: 0,
      answer_time_datetime: 0,
      answer_duration_minutes: 0,
      start_time_datetime: '2024/06/01, 07:00:00',
      created_datetime: '2024/06/01, 07:00:00',
      stop_time_datetime: '2024/06/01, 07:00:20',
      fields: [{ ivr_key: '1' }],
    });
    expect(second?.answer_time_datetime).toMatch(/^\d{4}\/\d{2}\/\d{2}, \d{2}:\d{2}:\d{2}$/);
    expect(second?.answer_duration_minutes).toBe(1);
    expect(data.calls.map((call) => call.from_number)).toContain('%2B84902222222');
  });

  it('pages by page/limit in the sort order, default 10 newest first', async () => {
    const order = expectedOrder(rows, 'start_time', 'desc');
    const first = await callLog('');
    expect(first.limit).toBe(10);
    expect(first.calls.map((call) => call.id)).toEqual(order.slice(0, 10));
    const pages = await Promise.all([1, 2, 3, 4, 5].map((page) => callLog(`?page=${page}&limit=10`)));
    expect(pages.flatMap((page) => page.calls.map((call) => call.id))).toEqual(order);
    expect((await callLog('?page=6&limit=10')).calls).toEqual([]);
  });

  it.each(['start_time', 'answer_time', 'stop_time', 'created'] as const)(
    'sorts by %s both ways, ties broken by id',
    async (field) => {
      for (const order of ['asc', 'desc'] as const) {
        const data = await callLog(`?limit=100&sort_by=${field}&sort_order=${order}`);
        expect(data.calls.map((call) => call.id)).toEqual(expectedOrder(rows, field, order));
      }
    },
  );

  it('answers totalPages and currentPage beside its other fields; version 2 does not', async () => {
    const pages = Math.ceil(FIXTURE_COUNT / 7);
    expect(await callLog('?limit=7&page=2')).toMatchObject({
      limit: 7,
      totalCalls: FIXTURE_COUNT,
      totalPages: pages,
      currentPage: 2,
    });
    expect(await callLog('')).toMatchObject({ currentPage: 1, totalPages: Math.ceil(FIXTURE_COUNT / 10) });
    expect(await callLog(`?limit=7&page=${pages + 3}`)).toMatchObject({ calls: [], currentPage: pages + 3 });
    expect(await callLog('?from_number=0000&limit=7')).toMatchObject({ totalCalls: 0, totalPages: 0 });
    const cursorPage = await callLog('?version=2&limit=7');
    expect(cursorPage).not.toHaveProperty('totalPages');
    expect(cursorPage).not.toHaveProperty('currentPage');
  });

  it('clamps a limit above 100 and says so in data.limit', async () => {
    expect((await callLog('?limit=500')).limit).toBe(100);
  });
});

describe('call-log filters', () => {
  const inRange = (value: number, min: number, max: number) => value >= min && value <= max;
  const mid = FIXTURE_BASE + 5 * 60_000;
  const late = FIXTURE_BASE + 11 * 60_000;
  const cases: [string, string, (row: CallRow) => boolean][] = [
    ['from_user_id', 'from_user_id=agent_a', (row) => row.from_user_id === 'agent_a'],
    ['to_number', 'to_number=84909999999', (row) => row.to_number === '84909999999'],
    ['from_number (plain)', 'from_number=84901111111', (row) => row.from_number === '84901111111'],
    [
      'from_number in any spelling of +84902222222',
      'from_number=84902222222',
      (row) => row.from_number.endsWith('84902222222'),
    ],
    [
      'from_number sent as an encoded +',
      'from_number=%2B84902222222',
      (row) => row.from_number.endsWith('84902222222'),
    ],
    [
      'from_number sent as its stored percent-encoded text',
      'from_number=%252B84902222222',
      (row) => row.from_number.endsWith('84902222222'),
    ],
    ['a user id as from_number', 'from_number=agent_a', (row) => row.from_number === 'agent_a'],
    [
      'start time range (ms)',
      `from_start_time=${mid}&to_start_time=${late}`,
      (row) => inRange(row.start_time, mid, late),
    ],
    [
      'answer time range (ms)',
      `from_answer_time=${mid}&to_answer_time=${late}`,
      (row) => inRange(row.answer_time, mid, late),
    ],
    [
      'stop time range (ms)',
      `from_stop_time=${mid}&to_stop_time=${late}`,
      (row) => inRange(row.stop_time, mid, late),
    ],
    [
      'created range (s)',
      `from_created_time=${mid / 1000}&to_created_time=${late / 1000}`,
      (row) => inRange(row.created, mid / 1000, late / 1000),
    ],
    ['only a lower bound', `from_start_time=${late}`, (row) => row.start_time >= late],
    [
      'filters combined',
      `from_user_id=agent_a&to_number=842473001234&to_start_time=${late}`,
      (row) => row.from_user_id === 'agent_a' && row.to_number === '842473001234' && row.start_time <= late,
    ],
    ['an empty value as no filter', 'from_number=&to_number=', () => true],
  ];

  it.each(cases)('filters by %s, with totals of the filtered set', async (_case, query, keep) => {
    const expected = rows.filter(keep);
    const data = await callLog(`?limit=100&${query}`);
    expect(data.calls.map((call) => call.id)).toEqual(expectedOrder(expected, 'start_time', 'desc'));
    expect(data.totalCalls).toBe(expected.length);
    expect(data.totalAnswerDurationMinutes).toBe(billedMinutesOf(expected));
  });

  it('answers an empty set with totalCalls 0 and a null minute total', async () => {
    const data = await callLog('?from_number=84000000000');
    expect(data).toMatchObject({ calls: [], totalCalls: 0, totalAnswerDurationMinutes: null });
  });
});

describe('bad call-log queries', () => {
  it.each([
    ['version=3', /version/],
    ['version=two', /version/],
    ['page=0', /page/],
    ['limit=0', /limit/],
    ['limit=-5', /limit/],
    ['limit=ten', /limit/],
    ['limit=2.5', /limit/],
    ['sort_by=amount', /sort_by/],
    ['sort_order=up', /sort_order/],
    ['version=2&order_direction=up', /order_direction/],
    ['version=2&search_after[]=123', /search_after/],
    ['version=2&search_after[]=abc&search_after[]=CALL01', /search_after/],
    ['version=2&search_after[]=1&search_after[]=CALL01&search_after[]=x', /search_after/],
    ['from_start_time=yesterday', /from_start_time/],
    ['to_created_time=-1', /to_created_time/],
  ])('refuses %s with r=1 and names the parameter', async (query, field) => {
    const answer = await sandbox.call('api', 'GET', `/v1/call/log?${query}`);
    expect(answer.body.r).toBe(1);
    expect(answer.body.message).toMatch(field);
  });
});
