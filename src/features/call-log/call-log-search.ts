import { z } from 'zod/mini';
import { droppedWhenMalformed, searchInteger, searchText } from '@/lib/url-search';
import { callLogSortBySchema, sortOrderSchema } from '../../core/api/call-log-sort';

const ms = searchInteger(0);
const text = searchText(200);
/**
 * A number typed into the address bar (`?fromNumber=84969423289`) reaches the schema as a JSON number, since
 * the router reads search values as JSON; it is the same filter as the quoted string the page writes.
 */
const numberText = z.pipe(
  z.transform((value: unknown) =>
    typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value,
  ),
  text,
);

/**
 * The call log's filters and sort as they stand in the address bar (shareable). Times are instants in
 * epoch ms, so a link means the same calls in every time zone. A malformed value is dropped.
 */
export const callLogSearchSchema = z.object({
  callerId: text,
  fromNumber: numberText,
  toNumber: numberText,
  startedFrom: ms,
  startedTo: ms,
  answeredFrom: ms,
  answeredTo: ms,
  stoppedFrom: ms,
  stoppedTo: ms,
  createdFrom: ms,
  createdTo: ms,
  sortBy: droppedWhenMalformed(callLogSortBySchema),
  sortOrder: droppedWhenMalformed(sortOrderSchema),
});
export type CallLogSearch = z.infer<typeof callLogSearchSchema>;

export const TIME_RANGES = ['started', 'answered', 'stopped', 'created'] as const;
export type TimeRange = (typeof TIME_RANGES)[number];

/** The API's filters for a search: blanks left out, the default sort spelt out. */
export function toCallLogFilters(search: CallLogSearch) {
  const entries = Object.entries(search).filter(([, value]) => value !== undefined && value !== '');
  return {
    ...(Object.fromEntries(entries) as Omit<CallLogSearch, 'sortBy' | 'sortOrder'>),
    sortBy: search.sortBy ?? 'startTime',
    sortOrder: search.sortOrder ?? 'desc',
  };
}
export type CallLogFilterValues = ReturnType<typeof toCallLogFilters>;
