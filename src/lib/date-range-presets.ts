import dayjs from 'dayjs';

/** The quick ranges every date filter offers, in the browser's time zone. */
export const DATE_RANGE_PRESETS = ['today', 'yesterday', 'last7Days', 'thisMonth'] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

export type InstantRange = { from?: number; to?: number };

/** Each range runs from a day's first millisecond to its last; ranges that include today end tonight. */
export function presetRange(preset: DateRangePreset, now: number = Date.now()): Required<InstantRange> {
  const today = dayjs(now);
  const span = (start: dayjs.Dayjs, end: dayjs.Dayjs) => ({
    from: start.startOf('day').valueOf(),
    to: end.endOf('day').valueOf(),
  });
  switch (preset) {
    case 'today':
      return span(today, today);
    case 'yesterday':
      return span(today.subtract(1, 'day'), today.subtract(1, 'day'));
    case 'last7Days':
      return span(today.subtract(6, 'day'), today);
    case 'thisMonth':
      return span(today.startOf('month'), today);
  }
}

/** The local wall-clock text the date pickers hold (`YYYY-MM-DD HH:mm:ss`), and back. */
export const toPickerText = (ms?: number): string | null =>
  ms === undefined ? null : dayjs(ms).format('YYYY-MM-DD HH:mm:ss');

export const fromPickerText = (text: string | null): number | undefined => {
  if (!text) return undefined;
  const at = dayjs(text);
  return at.isValid() ? at.valueOf() : undefined;
};

/**
 * A picked range as instants. The end is inclusive to the end of its minute (a person picking 17:30 means
 * calls up to 17:30:59); a range with only a start runs to the end of that day.
 */
export function pickedRange([first, last]: [string | null, string | null]): InstantRange {
  const from = fromPickerText(first);
  if (from === undefined) return {};
  const to = fromPickerText(last);
  return {
    from,
    to: to === undefined ? dayjs(from).endOf('day').valueOf() : dayjs(to).endOf('minute').valueOf(),
  };
}
