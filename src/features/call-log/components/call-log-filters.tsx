import { Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { IconFilter, IconX } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CALL_LOG_SORT_FIELDS, type CallLogSortBy, type SortOrder } from '@/core/api/call-log';
import { TIME_RANGES, type CallLogSearch, type TimeRange } from '../call-log-search';
import { DateTimeRangeInput } from '@/components/date-time-range-input';
import type { InstantRange } from '@/lib/date-range-presets';

type FilterValues = {
  callerId: string;
  fromNumber: string;
  toNumber: string;
  sortBy: CallLogSortBy;
  sortOrder: SortOrder;
} & Record<TimeRange, InstantRange>;

const toValues = (search: CallLogSearch): FilterValues => ({
  callerId: search.callerId ?? '',
  fromNumber: search.fromNumber ?? '',
  toNumber: search.toNumber ?? '',
  sortBy: search.sortBy ?? 'startTime',
  sortOrder: search.sortOrder ?? 'desc',
  started: { from: search.startedFrom, to: search.startedTo },
  answered: { from: search.answeredFrom, to: search.answeredTo },
  stopped: { from: search.stoppedFrom, to: search.stoppedTo },
  created: { from: search.createdFrom, to: search.createdTo },
});

const blank = (value: string) => value.trim() || undefined;

function toSearch(values: FilterValues): CallLogSearch {
  const search: CallLogSearch = {
    callerId: blank(values.callerId),
    fromNumber: blank(values.fromNumber),
    toNumber: blank(values.toNumber),
    sortBy: values.sortBy === 'startTime' ? undefined : values.sortBy,
    sortOrder: values.sortOrder === 'desc' ? undefined : values.sortOrder,
  };
  for (const range of TIME_RANGES) {
    const { from, to } = values[range];
    search[`${range}From`] = from;
    search[`${range}To`] = to;
  }
  return search;
}

interface CallLogFiltersProps {
  search: CallLogSearch;
  onApply: (search: CallLogSearch) => void;
}

/** Every filter of the call log and its sort; applying writes them to the address bar. */
export function CallLogFilters({ search, onApply }: CallLogFiltersProps) {
  const { t } = useTranslation('callLog');
  const { register, handleSubmit, control, reset } = useForm<FilterValues>({ values: toValues(search) });
  const apply = handleSubmit((values) => onApply(toSearch(values)));
  const clear = () => {
    reset(toValues({}));
    onApply({});
  };
  return (
    <form onSubmit={(event) => void apply(event)} aria-label={t('filters.label')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <TextInput label={t('filters.callerId')} spellCheck={false} {...register('callerId')} />
        <TextInput label={t('filters.fromNumber')} inputMode="tel" {...register('fromNumber')} />
        <TextInput label={t('filters.toNumber')} inputMode="tel" {...register('toNumber')} />
        <Controller
          control={control}
          name="sortBy"
          render={({ field }) => (
            <NativeSelect
              label={t('filters.sortBy')}
              data={CALL_LOG_SORT_FIELDS.map((value) => ({ value, label: t(`fields.${value}`) }))}
              value={field.value}
              onChange={(event) => field.onChange(event.currentTarget.value)}
            />
          )}
        />
        <Controller
          control={control}
          name="sortOrder"
          render={({ field }) => (
            <NativeSelect
              label={t('filters.sortOrder')}
              data={(['desc', 'asc'] as const).map((value) => ({ value, label: t(`filters.${value}`) }))}
              value={field.value}
              onChange={(event) => field.onChange(event.currentTarget.value)}
            />
          )}
        />
        {TIME_RANGES.map((range) => (
          <Controller
            key={range}
            control={control}
            name={range}
            render={({ field }) => (
              <DateTimeRangeInput
                label={t(`filters.${range}`)}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
        ))}
      </SimpleGrid>
      <Group mt="sm" gap="sm">
        <Button type="submit" leftSection={<IconFilter size={16} aria-hidden />}>
          {t('filters.apply')}
        </Button>
        <Button variant="subtle" onClick={clear} leftSection={<IconX size={16} aria-hidden />}>
          {t('filters.clear')}
        </Button>
      </Group>
    </form>
  );
}
