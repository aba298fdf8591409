import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallLogPage, CallRecord } from '@/core/api/call-log';
import {
  callLogNumberedQuerySchema,
  callLogQuerySchema,
  type CallLogQueryInput,
} from '@/core/api/call-log-query';
import type { CallRow } from '@server/sandbox/db/tables/operations';
import { callInserter } from '@server/sandbox/routes/api/call-store';
import { startSandbox, type RunningSandbox } from '@server/sandbox/test-support/sandbox-harness';
import { callLogClient } from '../call-log-client';
import type { ServiceHttp } from '../service-http';
import { serviceHttpFor } from './sandbox-service-http';

let sandbox: RunningSandbox;
let http: ServiceHttp;
let callLog: ReturnType<typeof callLogClient>;
beforeAll(async () => {
  sandbox = await startSandbox({ SANDBOX_CALLS: '300' }, true);
  http = serviceHttpFor(sandbox);
  callLog = callLogClient(http);
});
afterAll(async () => {
  await http.close();
  await sandbox.close();
});

const page = (input: CallLogQueryInput) => callLog.page(callLogQuerySchema.parse(input));
const allAtOnce = async (input: Record<string, unknown>) =>
  (await callLog.numberedPage(callLogNumberedQuerySchema.parse({ ...input, pageSize: 100 }))).items;
const ids = (records: CallRecord[]) => records.map((record) => record.id);

/** Follows one direction's cursor to its end, returning the pages in the order they were read. */
async function walk(input: CallLogQueryInput, first: CallLogPage, direction: 'next' | 'previous') {
  const pages = [first];
  for (let cursor = first[`${direction}Cursor`]; cursor !== null;) {
    const read = await page({ ...input, cursor, direction });
    pages.push(read);
    cursor = read[`${direction}Cursor`];
    if (pages.length > 50) throw new Error('the walk does not end');
  }
  return pages;
}

describe('call log client over HTTP', () => {
  it('walks a filtered set forward and back with the cursor: every record once, in order', async () => {
    const newest = await allAtOnce({});
    const [upper, lower] = [newest[4], newest[70]];
    if (!upper || !lower) throw new Error('the seed holds too few calls');
    const filters = { startedFrom: lower.startTime, startedTo: upper.startTime, limit: 7 };
    const expected = ids(await allAtOnce(filters));
    expect(expected.length).toBeGreaterThanOrEqual(60);

    const forward = await walk(filters, await page(filters), 'next');
    const forwardIds = forward.flatMap((read) => ids(read.items));
    expect(forwardIds).toEqual(expected);
    expect(new Set(forwardIds).size).toBe(forwardIds.length);
    expect(forward[0]?.previousCursor).toBeNull();
    expect(forward.every((read) => read.total === expected.length)).toBe(true);

    // From the last page read, back to the start.
    const last = forward.at(-1);
    if (!last) throw new Error('no pages');
    const backward = await walk(filters, last, 'previous');
    const backwardIds = backward.reverse().flatMap((read) => ids(read.items));
    expect(backwardIds).toEqual(expected);
  });

  it('reads the end of the set first when asked for the previous page without a cursor', async () => {
    const filters = { sortBy: 'created' as const, sortOrder: 'asc' as const, limit: 9 };
    // The end of the ascending order is the start of the descending one (ties on id reverse too).
    const newest = ids(await allAtOnce({ sortBy: 'created', sortOrder: 'desc' }));
    const tail = await page({ ...filters, direction: 'previous' });
    expect(ids(tail.items)).toEqual(newest.slice(0, 9).reverse());
    expect(tail.nextCursor).toBeNull();

    const before = await page({
      ...filters,
      direction: 'previous',
      cursor: tail.previousCursor ?? undefined,
    });
    expect(ids(before.items)).toEqual(newest.slice(9, 18).reverse());
    const after = await page({ ...filters, direction: 'next', cursor: before.nextCursor ?? undefined });
    expect(ids(after.items)).toEqual(ids(tail.items));
  });

  it('decodes percent-encoded numbers and finds them by their + spelling', async () => {
    const base = Date.UTC(2024, 5, 1);
    const insert = callInserter(sandbox.deps.sqlite);
    const numbers = ['%2B84901234567', '84901234567', '%E0%A4%A'];
    numbers.forEach((number, i) => insert(pastCall(`CLFIXTURE${i}`, base + i * 60_000, number)));

    const window = { startedFrom: base, startedTo: base + 3 * 60_000 };
    const listed = await page({ ...window, sortOrder: 'asc' });
    expect(listed.items.map((record) => record.fromNumber)).toEqual([
      '+84901234567',
      '84901234567',
      '%E0%A4%A',
    ]);
    expect(listed.items[0]).toMatchObject({ answerTime: null, answerTimeText: null, created: base });

    const byNumber = await page({ ...window, fromNumber: '+84901234567', sortOrder: 'asc' });
    expect(ids(byNumber.items)).toEqual(['CLFIXTURE0', 'CLFIXTURE1']);
  });

  it('filters the created range given in ms against the service seconds', async () => {
    const base = Date.UTC(2023, 0, 1);
    const insert = callInserter(sandbox.deps.sqlite);
    insert(pastCall('CLCREATED0', base, '84900000001'));
    insert(pastCall('CLCREATED1', base + 2_000, '84900000002'));
    const within = await page({ createdFrom: base + 500, createdTo: base + 1_500 });
    expect(ids(within.items)).toEqual(['CLCREATED0']);
    const both = await page({ createdFrom: base, createdTo: base + 2_000 });
    expect(ids(both.items).sort()).toEqual(['CLCREATED0', 'CLCREATED1']);
  });

  it('answers numbered pages with the totals of the set', async () => {
    const first = await callLog.numberedPage(callLogNumberedQuerySchema.parse({ pageSize: 40 }));
    const second = await callLog.numberedPage(callLogNumberedQuerySchema.parse({ pageSize: 40, page: 2 }));
    expect(first.total).toBeGreaterThanOrEqual(300);
    expect(first.totalPages).toBe(Math.ceil(first.total / 40));
    expect(first.items).toHaveLength(40);
    expect(new Set([...ids(first.items), ...ids(second.items)]).size).toBe(80);
  });
});

/** An unanswered call long in the past, far from the seeded ones. */
function pastCall(id: string, start: number, fromNumber: string): CallRow {
  return {
    id,
    uuid: `uuid-${id}`,
    from_number: fromNumber,
    to_number: '842473001234',
    from_user_id: null,
    from_alias: '',
    to_alias: 'Tổng đài',
    from_internal: 0,
    to_internal: 0,
    participants: '[]',
    video_call: 0,
    recorded: 0,
    record_path: null,
    start_time: start,
    answer_time: 0,
    stop_time: start + 20_000,
    created: Math.floor(start / 1000),
    last_modified: Math.floor(start / 1000) + 20,
    amount: 0,
    answer_duration: 0,
    fields: '[]',
    running_until: null,
  };
}
