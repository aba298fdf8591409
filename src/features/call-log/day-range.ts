import dayjs from 'dayjs';

/** A picked range of days ('YYYY-MM-DD', local) as instants: first day's midnight to the last day's end. */
export function daysToRange(days: [string | null, string | null]): { from?: number; to?: number } {
  const [first, last] = days;
  return {
    from: first ? dayjs(first).startOf('day').valueOf() : undefined,
    to: last ? dayjs(last).endOf('day').valueOf() : first ? dayjs(first).endOf('day').valueOf() : undefined,
  };
}

export function rangeToDays(from?: number, to?: number): [string | null, string | null] {
  const day = (ms?: number) => (ms === undefined ? null : dayjs(ms).format('YYYY-MM-DD'));
  return [day(from), day(to)];
}
