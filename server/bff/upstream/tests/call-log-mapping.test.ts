import { describe, expect, it } from 'vitest';
import { decodeCallLogCursor } from '@/core/api/call-log-cursor';
import { callLogQuerySchema, type CallLogQueryInput } from '@/core/api/call-log-query';
import type { WireCallRecord } from '@server/service-api/call-log';
import {
  callLogNumberedPageFromWire,
  callRecordFromWire,
  cursorsOf,
  wireCursorQueryOf,
  wireNumberedQueryOf,
} from '../call-log-client';
import { encodeCallLogCursor } from '@/core/api/call-log-cursor';

const wireCall = (over: Partial<WireCallRecord> = {}): WireCallRecord => ({
  id: 'CL1',
  uuid: 'u-1',
  project_id: 7,
  project_name: 'Demo',
  account_id: 3,
  from_number: '%2B84901234567',
  to_number: '842473001234',
  from_user_id: null,
  from_alias: 'Khách',
  to_alias: 'Tổng đài',
  from_internal: 0,
  to_internal: 1,
  participants: '[]',
  video_call: 1,
  recorded: 0,
  record_path: null,
  start_time: 1_717_200_000_000,
  answer_time: 0,
  stop_time: 1_717_200_020_000,
  created: 1_717_200_000,
  last_modified: 1_717_200_020,
  amount: 0,
  answer_duration: 0,
  answer_duration_minutes: 0,
  start_time_datetime: '2024/06/01, 07:00:00',
  stop_time_datetime: '2024/06/01, 07:00:20',
  created_datetime: '2024/06/01, 07:00:00',
  answer_time_datetime: 0,
  fields: [{ ivr_key: '1' }],
  ...over,
});

describe('call record mapping', () => {
  it('decodes numbers, turns flags into booleans, seconds into ms and "none" into null', () => {
    expect(callRecordFromWire(wireCall())).toEqual({
      id: 'CL1',
      uuid: 'u-1',
      projectId: 7,
      projectName: 'Demo',
      accountId: 3,
      fromNumber: '+84901234567',
      toNumber: '842473001234',
      fromUserId: null,
      fromAlias: 'Khách',
      toAlias: 'Tổng đài',
      fromInternal: false,
      toInternal: true,
      participants: '[]',
      videoCall: true,
      recorded: false,
      recordPath: null,
      startTime: 1_717_200_000_000,
      answerTime: null,
      stopTime: 1_717_200_020_000,
      created: 1_717_200_000_000,
      lastModified: 1_717_200_020_000,
      amount: 0,
      answerDuration: 0,
      answerDurationMinutes: 0,
      startTimeText: '2024/06/01, 07:00:00',
      answerTimeText: null,
      stopTimeText: '2024/06/01, 07:00:20',
      createdText: '2024/06/01, 07:00:00',
      fields: [{ ivr_key: '1' }],
    });
  });

  it.each([
    ['%2B84901234567', '+84901234567'],
    ['84901234567', '84901234567'],
    ['%E0%A4%A', '%E0%A4%A'],
    ['100%', '100%'],
    ['agent%20a', 'agent a'],
  ])('reads from_number %j as %j', (wire, clean) => {
    expect(callRecordFromWire(wireCall({ from_number: wire })).fromNumber).toBe(clean);
  });

  it('keeps an answered, running call: answer text set, stop null', () => {
    const running = callRecordFromWire(
      wireCall({
        answer_time: 5,
        answer_time_datetime: '2024/06/01, 07:00:05',
        stop_time: 0,
        stop_time_datetime: '',
      }),
    );
    expect(running).toMatchObject({
      answerTime: 5,
      answerTimeText: '2024/06/01, 07:00:05',
      stopTime: null,
      stopTimeText: null,
    });
  });
});

const query = (input: CallLogQueryInput = {}) => callLogQuerySchema.parse(input);

describe('call-log query mapping', () => {
  it('names every filter as the service does, created range in seconds', () => {
    const wire = wireCursorQueryOf(
      query({
        callerId: 'agent_a',
        fromNumber: '+84901234567',
        toNumber: '1900',
        startedFrom: 1,
        startedTo: 2,
        answeredFrom: 3,
        answeredTo: 4,
        stoppedFrom: 5,
        stoppedTo: 6,
        createdFrom: 1_717_200_000_999,
        createdTo: 1_717_200_001_000,
        sortBy: 'answerTime',
        sortOrder: 'asc',
        limit: 20,
      }),
    );
    expect(wire).toEqual({
      version: 2,
      limit: 20,
      sort_by: 'answer_time',
      sort_order: 'asc',
      from_user_id: 'agent_a',
      // Normalized as the service writes numbers.
      from_number: '84901234567',
      to_number: '1900',
      from_start_time: 1,
      to_start_time: 2,
      from_answer_time: 3,
      to_answer_time: 4,
      from_stop_time: 5,
      to_stop_time: 6,
      from_created_time: 1_717_200_000,
      to_created_time: 1_717_200_001,
      'search_after[]': undefined,
      order_direction: 'ltr',
    });
  });

  it.each([
    [{}, undefined, 'ltr'],
    [{ direction: 'previous' as const }, undefined, 'rtl'],
    [
      { cursor: encodeCallLogCursor({ sortBy: 'startTime', sortOrder: 'desc', after: [9, 'CL9'] }) },
      [9, 'CL9'],
      'ltr',
    ],
    [
      {
        direction: 'previous' as const,
        cursor: encodeCallLogCursor({ sortBy: 'startTime', sortOrder: 'desc', after: [] }),
      },
      undefined,
      'rtl',
    ],
  ])('sends %j as search_after[] %j walking %s', (input, searchAfter, direction) => {
    const wire = wireCursorQueryOf(query(input));
    expect(wire['search_after[]']).toEqual(searchAfter);
    expect(wire.order_direction).toBe(direction);
  });

  it('sends numbered pages as version 1', () => {
    expect(
      wireNumberedQueryOf({ page: 3, pageSize: 25, sortBy: 'created', sortOrder: 'desc' }),
    ).toMatchObject({
      version: 1,
      page: 3,
      limit: 25,
      sort_by: 'created',
    });
    const data = { calls: [], search_after: [], limit: 25, totalCalls: 51, totalAnswerDurationMinutes: 7 };
    expect(
      callLogNumberedPageFromWire({ page: 3, pageSize: 25, sortBy: 'created', sortOrder: 'desc' }, data),
    ).toEqual({ items: [], page: 3, pageSize: 25, total: 51, totalPages: 3, totalAnswerDurationMinutes: 7 });
  });
});

describe('cursors either side of a page', () => {
  const rows = [wireCall({ id: 'A', start_time: 30 }), wireCall({ id: 'B', start_time: 20 })];
  const inside = encodeCallLogCursor({ sortBy: 'startTime', sortOrder: 'desc', after: [40, 'Z'] });
  const decoded = (text: string | null) => (text === null ? null : decodeCallLogCursor(text)?.after);
  const data = (calls: WireCallRecord[], searchAfter: Array<number | string>, limit = 2) => ({
    calls,
    search_after: searchAfter,
    limit,
    totalCalls: 9,
    totalAnswerDurationMinutes: null,
  });

  it.each([
    ['first page, full', {}, data(rows, [20, 'B']), [20, 'B'], null],
    ['first page, short', {}, data(rows, [20, 'B'], 3), null, null],
    ['inside, full', { cursor: inside }, data(rows, [20, 'B']), [20, 'B'], [30, 'A']],
    ['inside, short', { cursor: inside }, data(rows, [20, 'B'], 3), null, [30, 'A']],
    ['past the end', { cursor: inside }, data([], [40, 'Z']), null, []],
    ['empty set', {}, data([], []), null, null],
  ])('walking next, %s', (_, input, answer, next, previous) => {
    const cursors = cursorsOf(query(input), answer);
    expect(decoded(cursors.nextCursor)).toEqual(next);
    expect(decoded(cursors.previousCursor)).toEqual(previous);
  });

  it.each([
    ['last page, full', {}, data(rows, [30, 'A']), null, [30, 'A']],
    ['inside, full', { cursor: inside }, data(rows, [30, 'A']), [20, 'B'], [30, 'A']],
    ['inside, short', { cursor: inside }, data(rows, [30, 'A'], 3), [20, 'B'], null],
    ['before the start', { cursor: inside }, data([], [40, 'Z']), [], null],
  ])('walking previous, %s', (_, input, answer, next, previous) => {
    const cursors = cursorsOf(query({ ...input, direction: 'previous' }), answer);
    expect(decoded(cursors.nextCursor)).toEqual(next);
    expect(decoded(cursors.previousCursor)).toEqual(previous);
  });

  it('keeps the sort in the cursor', () => {
    const cursors = cursorsOf(
      query({ sortBy: 'created', sortOrder: 'asc' }),
      data(rows, [1_717_200_000, 'B']),
    );
    expect(decodeCallLogCursor(cursors.nextCursor ?? '')).toEqual({
      sortBy: 'created',
      sortOrder: 'asc',
      after: [1_717_200_000, 'B'],
    });
  });
});
