import { describe, expect, it } from 'vitest';
import { decodeCallLogCursor, encodeCallLogCursor, type CallLogCursor } from './call-log-cursor';
import { callLogNumberedQuerySchema, callLogQuerySchema } from './call-log-query';

const cursor = (over: Partial<CallLogCursor> = {}) =>
  encodeCallLogCursor({ sortBy: 'startTime', sortOrder: 'desc', after: [1_717_200_000_000, 'CL1'], ...over });

describe('call-log cursor', () => {
  it.each<CallLogCursor>([
    { sortBy: 'startTime', sortOrder: 'desc', after: [1_717_200_000_000, 'CLMWRAM22EHGHG1L'] },
    { sortBy: 'created', sortOrder: 'asc', after: [] },
    { sortBy: 'answerTime', sortOrder: 'asc', after: [0, 'Cuộc gọi'] },
  ])('round-trips %j through url-safe text', (value) => {
    const text = encodeCallLogCursor(value);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCallLogCursor(text)).toEqual(value);
  });

  it.each([
    ['', 'empty'],
    ['not base64!', 'outside the alphabet'],
    [btoa('{"sortBy":"startTime"'), 'truncated JSON'],
    [btoa(JSON.stringify({ sortBy: 'uuid', sortOrder: 'desc', after: [] })), 'an unknown sort'],
    [btoa(JSON.stringify({ sortBy: 'created', sortOrder: 'desc', after: [{}] })), 'an object value'],
    ['A'.repeat(1001), 'too long'],
  ])('decodes %j (%s) as no cursor', (text) => {
    expect(decodeCallLogCursor(text)).toBeNull();
  });
});

describe('callLogQuerySchema', () => {
  it('fills the defaults', () => {
    expect(callLogQuerySchema.parse({})).toEqual({
      sortBy: 'startTime',
      sortOrder: 'desc',
      limit: 50,
      direction: 'next',
      cursor: undefined,
    });
  });

  it.each([
    [{ limit: '100' }, { limit: 100 }],
    [{ limit: 1 }, { limit: 1 }],
    [{ startedFrom: '1717200000000', startedTo: '1717200000000' }, { startedFrom: 1_717_200_000_000 }],
    [
      { createdFrom: '', fromNumber: ' ' },
      { createdFrom: undefined, fromNumber: undefined },
    ],
    [{ fromNumber: ' +84901234567 ' }, { fromNumber: '84901234567' }],
    [
      { fromNumber: '0901 234 567', toNumber: '901234567' },
      { fromNumber: '84901234567', toNumber: '84901234567' },
    ],
    [{ fromNumber: 'agent_07' }, { fromNumber: 'agent_07' }],
    [
      { sortBy: 'created', sortOrder: 'asc' },
      { sortBy: 'created', sortOrder: 'asc' },
    ],
    [{ direction: 'previous' }, { direction: 'previous' }],
    [{ cursor: '' }, { cursor: undefined }],
    [
      { cursor: cursor() },
      { cursor: { sortBy: 'startTime', sortOrder: 'desc', after: [1_717_200_000_000, 'CL1'] } },
    ],
  ])('accepts %j', (input, expected) => {
    const result = callLogQuerySchema.safeParse(input);
    expect(result.error).toBeUndefined();
    expect(result.data).toMatchObject(expected);
  });

  it.each([
    [{ limit: '0' }, 'limit'],
    [{ limit: 101 }, 'limit'],
    [{ limit: '1e2' }, 'limit'],
    [{ startedFrom: '1.5' }, 'startedFrom'],
    [{ answeredTo: '-1' }, 'answeredTo'],
    [{ stoppedFrom: 'yesterday' }, 'stoppedFrom'],
    [{ startedFrom: 2000, startedTo: 1000 }, 'startedTo'],
    [{ createdFrom: 2000, createdTo: 1999 }, 'createdTo'],
    [{ sortBy: 'start_time' }, 'sortBy'],
    [{ sortOrder: 'up' }, 'sortOrder'],
    [{ direction: 'ltr' }, 'direction'],
    [{ cursor: 'garbage!' }, 'cursor'],
    [{ cursor: cursor({ sortBy: 'created' }) }, 'cursor'],
    [{ cursor: cursor({ sortOrder: 'asc' }) }, 'cursor'],
    [{ toNumber: 'x'.repeat(201) }, 'toNumber'],
  ])('refuses %j at %s', (input, field) => {
    const result = callLogQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });
});

describe('callLogNumberedQuerySchema', () => {
  it.each([
    [{}, { page: 1, pageSize: 50 }],
    [
      { page: '3', pageSize: '100' },
      { page: 3, pageSize: 100 },
    ],
  ])('accepts %j', (input, expected) => {
    expect(callLogNumberedQuerySchema.parse(input)).toMatchObject(expected);
  });

  it.each([
    [{ page: '0' }, 'page'],
    [{ pageSize: '101' }, 'pageSize'],
    [{ stoppedFrom: 5, stoppedTo: 4 }, 'stoppedTo'],
  ])('refuses %j at %s', (input, field) => {
    expect(callLogNumberedQuerySchema.safeParse(input).error?.issues[0]?.path).toEqual([field]);
  });
});
