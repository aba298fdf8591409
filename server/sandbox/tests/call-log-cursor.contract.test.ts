import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_LOG_SORT_FIELDS, callLogResponse } from '../../service-api/call-log';
import type { CallRow } from '../db/tables/operations';
import { startSandbox, type RunningSandbox } from '../test-support/sandbox-harness';
import { expectedOrder, FIXTURE_BASE, fixtureCalls, insertCalls } from './call-log-fixtures';

let sandbox: RunningSandbox;
const rows = fixtureCalls();
beforeAll(async () => {
  sandbox = await startSandbox();
  insertCalls(sandbox, rows);
});
afterAll(() => sandbox.close());

type Cursor = (string | number)[];

async function page(params: Record<string, string>, cursor?: Cursor) {
  const query = new URLSearchParams({ version: '2', ...params });
  for (const value of cursor ?? []) query.append('search_after[]', String(value));
  const answer = await sandbox.call('api', 'GET', `/v1/call/log?${query.toString()}`);
  expect(answer.body).toMatchObject({ r: 0 });
  return callLogResponse.parse(answer.body).data;
}

/**
 * Follows `search_after` in one direction until an empty page, and returns the ids in the sort order. An
 * empty page must hand the last cursor back.
 */
async function walk(params: Record<string, string>, direction: 'ltr' | 'rtl', limit = 7) {
  const pages: string[][] = [];
  let cursor: Cursor | undefined;
  for (let step = 0; step < 100; step++) {
    const data = await page({ ...params, limit: String(limit), order_direction: direction }, cursor);
    if (data.calls.length === 0) {
      expect(data.search_after).toEqual(cursor ?? []);
      break;
    }
    expect(data.calls.length).toBeLessThanOrEqual(limit);
    pages.push(data.calls.map((call) => call.id));
    cursor = data.search_after;
  }
  return (direction === 'ltr' ? pages : pages.reverse()).flat();
}

const walksOf = (params: Record<string, string>, expected: string[]) =>
  Promise.all(
    (['ltr', 'rtl'] as const).map(async (direction) => {
      const ids = await walk(params, direction);
      expect(new Set(ids).size, `no duplicates walking ${direction}`).toBe(ids.length);
      expect(ids, `walking ${direction}`).toEqual(expected);
    }),
  );

describe('call log, version 2: search_after cursor', () => {
  for (const field of CALL_LOG_SORT_FIELDS) {
    for (const order of ['desc', 'asc'] as const) {
      it(`walks every call exactly once both ways, sorted by ${field} ${order}`, async () => {
        await walksOf({ sort_by: field, sort_order: order }, expectedOrder(rows, field, order));
      });
    }
  }

  it('returns [sort value, id] of the last row going forward, of the first row going back', async () => {
    const forward = await page({ sort_by: 'answer_time', limit: '5' });
    const last = forward.calls.at(-1);
    expect(forward.search_after).toEqual([last?.answer_time, last?.id]);
    const backward = await page({ sort_by: 'answer_time', limit: '5', order_direction: 'rtl' });
    const first = backward.calls[0];
    expect(backward.search_after).toEqual([first?.answer_time, first?.id]);
  });

  it('goes back one page from the first row of the current one', async () => {
    const first = await page({ limit: '6' });
    const second = await page({ limit: '6' }, first.search_after);
    const top = second.calls[0];
    const back = await page({ limit: '6', order_direction: 'rtl' }, [top?.start_time ?? 0, top?.id ?? '']);
    expect(back.calls.map((call) => call.id)).toEqual(first.calls.map((call) => call.id));
  });

  it('keeps the filtered totals on every page', async () => {
    const first = await page({ limit: '5', to_number: '84909999999' });
    const next = await page({ limit: '5', to_number: '84909999999' }, first.search_after);
    const expected = rows.filter((row) => row.to_number === '84909999999').length;
    expect([first.totalCalls, next.totalCalls]).toEqual([expected, expected]);
  });

  it.each([
    ['search_after=', (v: string, id: string) => `search_after=${v}&search_after=${id}`],
    ['search_after[0]=', (v: string, id: string) => `search_after[1]=${id}&search_after[0]=${v}`],
  ])('reads the cursor spelled %s too', async (_spelling, spell) => {
    const first = await page({ limit: '4' });
    const [value, id] = first.search_after.map(String) as [string, string];
    const answer = await sandbox.call('api', 'GET', `/v1/call/log?version=2&limit=4&${spell(value, id)}`);
    const expected = (await page({ limit: '4' }, first.search_after)).calls.map((call) => call.id);
    expect(callLogResponse.parse(answer.body).data.calls.map((call) => call.id)).toEqual(expected);
  });
});

describe('cursor walks with filters', () => {
  const from = FIXTURE_BASE + 4 * 60_000;
  const to = FIXTURE_BASE + 12 * 60_000;
  const within = (row: CallRow, field: 'start_time' | 'answer_time') =>
    row[field] >= from && row[field] <= to;

  for (const order of ['desc', 'asc'] as const) {
    it(`stays inside a range on the sort field (${order})`, async () => {
      const params = {
        sort_by: 'start_time',
        sort_order: order,
        from_start_time: `${from}`,
        to_start_time: `${to}`,
      };
      const expected = expectedOrder(
        rows.filter((row) => within(row, 'start_time')),
        'start_time',
        order,
      );
      await walksOf(params, expected);
    });

    it(`combines a number filter, a range on another field and another sort (${order})`, async () => {
      const params = {
        sort_by: 'answer_time',
        sort_order: order,
        to_number: '842473001234',
        from_start_time: `${from}`,
        to_start_time: `${to}`,
      };
      const kept = rows.filter((row) => row.to_number === '842473001234' && within(row, 'start_time'));
      await walksOf(params, expectedOrder(kept, 'answer_time', order));
    });
  }

  it('starts at the range edge when the cursor lies outside the range', async () => {
    const far = [FIXTURE_BASE + 1_000 * 60_000, 'ZZZZ'];
    const data = await page({ limit: '100', to_start_time: `${to}` }, far);
    const kept = rows.filter((row) => row.start_time <= to);
    expect(data.calls.map((call) => call.id)).toEqual(expectedOrder(kept, 'start_time', 'desc'));
  });
});
