import type { z } from 'zod';
import type { CallLogNumberedPage, CallLogPage, CallLogSortBy, CallRecord } from '@/core/api/call-log';
import { encodeCallLogCursor } from '@/core/api/call-log-cursor';
import type { CallLogFilters, CallLogNumberedQuery, CallLogQuery } from '@/core/api/call-log-query';
import {
  CALL_LOG_PATH,
  callLogResponse,
  type CallLogSortField,
  type WireCallRecord,
} from '../../service-api/call-log';
import type { ServiceHttp } from './service-http';
import { decodePercentText, secondsToMs, zeroAsNull } from './wire-decoding';

type WireCallLogData = z.infer<typeof callLogResponse>['data'];
type SearchAfter = ReadonlyArray<number | string>;

export const WIRE_SORT_FIELD: Record<CallLogSortBy, CallLogSortField> = {
  startTime: 'start_time',
  answerTime: 'answer_time',
  stopTime: 'stop_time',
  created: 'created',
};

export const callRecordFromWire = (wire: WireCallRecord): CallRecord => ({
  id: wire.id,
  uuid: wire.uuid,
  projectId: wire.project_id,
  projectName: wire.project_name,
  accountId: wire.account_id,
  fromNumber: decodePercentText(wire.from_number),
  toNumber: decodePercentText(wire.to_number),
  fromUserId: wire.from_user_id,
  fromAlias: wire.from_alias,
  toAlias: wire.to_alias,
  fromInternal: wire.from_internal === 1,
  toInternal: wire.to_internal === 1,
  participants: wire.participants,
  videoCall: wire.video_call === 1,
  recorded: wire.recorded === 1,
  recordPath: wire.record_path,
  startTime: wire.start_time,
  answerTime: zeroAsNull(wire.answer_time),
  stopTime: zeroAsNull(wire.stop_time),
  created: secondsToMs(wire.created),
  lastModified: secondsToMs(wire.last_modified),
  amount: wire.amount,
  answerDuration: wire.answer_duration,
  answerDurationMinutes: wire.answer_duration_minutes,
  startTimeText: wire.start_time_datetime,
  answerTimeText: zeroAsNull(wire.answer_time_datetime) || null,
  stopTimeText: wire.stop_time_datetime || null,
  createdText: wire.created_datetime,
  fields: wire.fields,
});

/**
 * The service keeps `created` in whole seconds: a record created in second S lies somewhere in
 * [S·1000, S·1000+999] ms, so both ends round down and the range keeps every second it touches.
 */
const msToSeconds = (ms: number | undefined) => (ms === undefined ? undefined : Math.floor(ms / 1000));

/** Filters and sort under the service's query names. */
export const wireFiltersOf = (filters: CallLogFilters) => ({
  sort_by: WIRE_SORT_FIELD[filters.sortBy],
  sort_order: filters.sortOrder,
  from_user_id: filters.callerId,
  from_number: filters.fromNumber,
  to_number: filters.toNumber,
  from_start_time: filters.startedFrom,
  to_start_time: filters.startedTo,
  from_answer_time: filters.answeredFrom,
  to_answer_time: filters.answeredTo,
  from_stop_time: filters.stoppedFrom,
  to_stop_time: filters.stoppedTo,
  from_created_time: msToSeconds(filters.createdFrom),
  to_created_time: msToSeconds(filters.createdTo),
});

/** Version 2: `search_after[]` repeated once per cursor value, ltr walking onwards and rtl back. */
export const wireCursorQueryOf = (query: CallLogQuery) => {
  const after = query.cursor?.after ?? [];
  return {
    version: 2,
    limit: query.limit,
    ...wireFiltersOf(query),
    'search_after[]': after.length > 0 ? after : undefined,
    order_direction: query.direction === 'next' ? 'ltr' : 'rtl',
  };
};

export const wireNumberedQueryOf = (query: CallLogNumberedQuery) => ({
  version: 1,
  page: query.page,
  limit: query.pageSize,
  ...wireFiltersOf(query),
});

/**
 * The cursors either side of a page. The service returns one cursor, for the side it walked; the other
 * side's is the edge record's [sort value, id], the shape of the service's own. A page shorter than the
 * limit ends the walk; a walk past the end gets an edge cursor back (`after` empty) that reads the
 * last (or first) records again.
 */
export function cursorsOf(
  query: CallLogQuery,
  data: WireCallLogData,
): Pick<CallLogPage, 'nextCursor' | 'previousCursor'> {
  const at = (after: SearchAfter) =>
    encodeCallLogCursor({ sortBy: query.sortBy, sortOrder: query.sortOrder, after: [...after] });
  const keyOf = (row: WireCallRecord): SearchAfter => [row[WIRE_SORT_FIELD[query.sortBy]], row.id];
  const rows = data.calls;
  const [first, last] = [rows[0], rows.at(-1)];
  const cameFromInside = (query.cursor?.after.length ?? 0) > 0;
  const mayHaveMore = rows.length >= data.limit;
  const walked = (edge: WireCallRecord | undefined) =>
    mayHaveMore && edge ? at(data.search_after.length > 0 ? data.search_after : keyOf(edge)) : null;
  const behind = (edge: WireCallRecord | undefined) => (!cameFromInside ? null : at(edge ? keyOf(edge) : []));
  return query.direction === 'next'
    ? { nextCursor: walked(last), previousCursor: behind(first) }
    : { previousCursor: walked(first), nextCursor: behind(last) };
}

export const callLogPageFromWire = (query: CallLogQuery, data: WireCallLogData): CallLogPage => ({
  items: data.calls.map(callRecordFromWire),
  limit: data.limit,
  total: data.totalCalls,
  totalAnswerDurationMinutes: data.totalAnswerDurationMinutes,
  ...cursorsOf(query, data),
});

export const callLogNumberedPageFromWire = (
  query: CallLogNumberedQuery,
  data: WireCallLogData,
): CallLogNumberedPage => ({
  items: data.calls.map(callRecordFromWire),
  page: query.page,
  pageSize: data.limit,
  total: data.totalCalls,
  totalPages: Math.ceil(data.totalCalls / data.limit),
  totalAnswerDurationMinutes: data.totalAnswerDurationMinutes,
});

/** `background`: work no person waits on (a summary's buckets, an export) waits for the rate budget as long as it takes. */
export type CallLogReadOptions = { background?: boolean };

export function callLogClient(http: ServiceHttp) {
  const read = (
    operation: string,
    query: Record<string, string | number | SearchAfter | undefined>,
    options: CallLogReadOptions = {},
  ) =>
    http.call({
      operation,
      surface: 'api',
      method: 'GET',
      path: CALL_LOG_PATH,
      query,
      schema: callLogResponse,
      ...(options.background ? { maxBudgetWaitMs: Number.POSITIVE_INFINITY } : {}),
    });
  return {
    /** Cursor paging (the service's version 2). */
    async page(query: CallLogQuery, options?: CallLogReadOptions): Promise<CallLogPage> {
      const answer = await read('listCallLog', wireCursorQueryOf(query), options);
      return callLogPageFromWire(query, answer.data);
    },

    /** Numbered pages (the service's deprecated version 1). */
    async numberedPage(query: CallLogNumberedQuery): Promise<CallLogNumberedPage> {
      const answer = await read('listCallLogPages', wireNumberedQueryOf(query));
      return callLogNumberedPageFromWire(query, answer.data);
    },
  };
}

export type CallLogClient = ReturnType<typeof callLogClient>;
