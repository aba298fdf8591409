import type { CallLogQuery, CallLogSortField } from '@server/service-api/call-log';

export type TimeRange = { min?: number; max?: number };

/** The filters of a call-log request, normalized: also the key of its cached totals. */
export type CallLogFilter = {
  fromUserId?: string;
  fromNumbers?: string[];
  toNumbers?: string[];
  ranges: Partial<Record<CallLogSortField, TimeRange>>;
};

export function callLogFilterOf(query: CallLogQuery): CallLogFilter {
  const ranges: CallLogFilter['ranges'] = {};
  const addRange = (column: CallLogSortField, min?: number, max?: number) => {
    if (min !== undefined || max !== undefined) ranges[column] = { min, max };
  };
  addRange('start_time', query.from_start_time, query.to_start_time);
  addRange('answer_time', query.from_answer_time, query.to_answer_time);
  addRange('stop_time', query.from_stop_time, query.to_stop_time);
  addRange('created', query.from_created_time, query.to_created_time);
  return {
    fromUserId: query.from_user_id,
    fromNumbers: query.from_number === undefined ? undefined : spellingsOf(query.from_number),
    toNumbers: query.to_number === undefined ? undefined : spellingsOf(query.to_number),
    ranges,
  };
}

/**
 * The stored spellings a number filter matches. Some callers' numbers are stored percent-encoded
 * (`%2B84901234567`), and a `+` sent unencoded in a query arrives as a space (trimmed away), so a phone
 * number matches with or without its `+` in any of those spellings. Other values (user ids) match as
 * given, decoded or encoded.
 */
export function spellingsOf(value: string): string[] {
  const digits = /^(?:\+|%2B)?(\d+)$/i.exec(value)?.[1];
  if (digits !== undefined) return [digits, `+${digits}`, `%2B${digits}`];
  const spellings = new Set([value, encodeURIComponent(value)]);
  try {
    spellings.add(decodeURIComponent(value));
  } catch {
    // not percent-encoded text: the value itself is enough
  }
  return [...spellings];
}

/**
 * Drops the spellings of a number no stored call uses (one indexed lookup each). A single remaining
 * spelling is an equality, which walks the (number, start_time, id) index in order; several would make
 * SQLite gather and sort every match, costly for a hotline with a hundred thousand calls.
 */
export function withStoredSpellings(
  filter: CallLogFilter,
  isStored: (column: 'from_number' | 'to_number', value: string) => boolean,
): CallLogFilter {
  const narrow = (column: 'from_number' | 'to_number', spellings?: string[]) => {
    if (!spellings || spellings.length < 2) return spellings;
    const stored = spellings.filter((spelling) => isStored(column, spelling));
    return stored.length > 0 ? stored : spellings.slice(0, 1);
  };
  return {
    ...filter,
    fromNumbers: narrow('from_number', filter.fromNumbers),
    toNumbers: narrow('to_number', filter.toNumbers),
  };
}
