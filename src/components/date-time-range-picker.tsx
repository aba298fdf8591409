import '@mantine/dates/styles.css';
import { DateTimePicker } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import {
  DATE_RANGE_PRESETS,
  pickedRange,
  presetRange,
  toPickerText,
  type InstantRange,
} from '../lib/date-range-presets';

/** The pickers' display in the console's one date format (dayjs spelling of `dd/MM/yyyy HH:mm`). */
const valueFormats = { vi: 'DD/MM/YYYY HH:mm', en: 'DD MMM YYYY, HH:mm' } as const;

export interface DateTimeRangeInputProps {
  label: string;
  value: InstantRange;
  onChange: (range: InstantRange) => void;
  w?: number | string;
}

/**
 * A from–to range with the time of day, in the browser's zone, with quick ranges (today, this month…).
 * Pages use it through DateTimeRangeInput, which fetches it after the page has shown.
 */
export function DateTimeRangePicker({ label, value, onChange, w }: DateTimeRangeInputProps) {
  const { t, i18n } = useTranslation('common');
  const presets = DATE_RANGE_PRESETS.map((preset) => {
    const range = presetRange(preset);
    return {
      label: t(`dateRange.presets.${preset}`),
      value: [toPickerText(range.from), toPickerText(range.to)] as [string, string],
    };
  });
  return (
    <DateTimePicker
      type="range"
      allowSingleDateInRange
      clearable
      w={w}
      label={label}
      placeholder={t('dateRange.anyTime')}
      valueFormat={i18n.language.startsWith('en') ? valueFormats.en : valueFormats.vi}
      labelSeparator="–"
      presets={presets}
      // The clear button is an icon: it needs a name of its own.
      clearButtonProps={{ 'aria-label': t('dateRange.clear') }}
      value={[toPickerText(value.from), toPickerText(value.to)]}
      onChange={(picked) => onChange(pickedRange(picked))}
    />
  );
}
