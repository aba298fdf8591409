import { TextInput } from '@mantine/core';
import { CatchBoundary } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/format-date-time';
import type { DateTimeRangeInputProps } from './date-time-range-picker';

// The picker brings Mantine's dates and dayjs (about 28 KB as served): it is fetched once the page shows,
// so that the page's heading and table do not wait for it.
const fetchOnRender = () =>
  lazy(() => import('./date-time-range-picker').then((module) => ({ default: module.DateTimeRangePicker })));
let DateTimeRangePicker = fetchOnRender();

/**
 * A from–to range with the time of day and quick ranges. Until the picker's code has arrived, the field
 * shows its range in the same place and size, not yet editable; if the code cannot arrive (offline), it
 * says so, and the next page that shows a range tries again.
 */
export function DateTimeRangeInput(props: DateTimeRangeInputProps) {
  return (
    <CatchBoundary
      getResetKey={() => 0}
      // React keeps a failed lazy component failed: the next mount gets a new one, which fetches again.
      onCatch={() => (DateTimeRangePicker = fetchOnRender())}
      errorComponent={() => <RangeStandIn {...props} unavailable />}
    >
      <Suspense fallback={<RangeStandIn {...props} />}>
        <DateTimeRangePicker {...props} />
      </Suspense>
    </CatchBoundary>
  );
}

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
