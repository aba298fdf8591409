import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/format-date-time';
import type { DateTimeRangeInputProps } from './date-time-range-picker';
import { refetchingLazy } from './refetching-lazy';

/**
 * A from–to range with the time of day and quick ranges. The picker brings Mantine's dates and dayjs
 * (about 28 KB as served): it is fetched once the page has been painted, so that the page's heading and
 * table neither wait for it nor share the network with it. Until it has arrived, the field shows its range
 * in the same place and size, not yet editable; if it cannot arrive (offline), it says so, and the next page
 * that shows a range tries again.
 */
export const DateTimeRangeInput = refetchingLazy(
  () => import('./date-time-range-picker').then((module) => module.DateTimeRangePicker),
  {
    loading: (props) => <RangeStandIn {...props} />,
    failed: (props) => <RangeStandIn {...props} unavailable />,
  },
  { afterPaint: true },
);

function RangeStandIn({ label, value, w, unavailable }: DateTimeRangeInputProps & { unavailable?: boolean }) {
  const { t, i18n } = useTranslation('common');
  const end = (at: number | undefined) => (at === undefined ? '' : formatDateTime(at, i18n.language));
  const text =
    value.from === undefined && value.to === undefined ? '' : `${end(value.from)} – ${end(value.to)}`;
  return (
    <TextInput
      label={label}
      w={w}
      disabled
      value={text}
      placeholder={t('dateRange.anyTime')}
      error={unavailable ? t('dateRange.unavailable') : undefined}
    />
  );
}
