import { Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { IconFilter, IconX } from '@tabler/icons-react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
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

const sortByOf = (value: string): CallLogSortBy =>
  CALL_LOG_SORT_FIELDS.find((field) => field === value) ?? 'startTime';

/** The same filters, however the address bar's object was made. */
const sameSearch = (a: CallLogSearch, b: CallLogSearch) =>
  a === b || JSON.stringify(toValues(a)) === JSON.stringify(toValues(b));

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

/**
 * Every filter of the call log and its sort; applying writes them to the address bar, and the address bar
 * (a link, back and forward) sets what the form shows. Plain state rather than a form library: a handful of
 * fields with nothing to check, on the page's first load.
 */
export function CallLogFilters({ search, onApply }: CallLogFiltersProps) {
  const { t } = useTranslation('callLog');
  const [values, setValues] = useState(() => toValues(search));
  const [shownSearch, setShownSearch] = useState(search);
  if (!sameSearch(shownSearch, search)) {
    setShownSearch(search);
    setValues(toValues(search));
  }
  const set = <Key extends keyof FilterValues>(key: Key, value: FilterValues[Key]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const text = (key: 'callerId' | 'fromNumber' | 'toNumber') => ({
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(key, event.currentTarget.value),
  });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply(toSearch(values));
  };
  const clear = () => {
    setValues(toValues({}));
    onApply({});
  };
  return (
    <form onSubmit={apply} aria-label={t('filters.label')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <TextInput label={t('filters.callerId')} spellCheck={false} {...text('callerId')} />
        <TextInput label={t('filters.fromNumber')} inputMode="tel" {...text('fromNumber')} />
        <TextInput label={t('filters.toNumber')} inputMode="tel" {...text('toNumber')} />
        <NativeSelect
          label={t('filters.sortBy')}
          data={CALL_LOG_SORT_FIELDS.map((value) => ({ value, label: t(`fields.${value}`) }))}
          value={values.sortBy}
          onChange={(event) => set('sortBy', sortByOf(event.currentTarget.value))}
        />
        <NativeSelect
          label={t('filters.sortOrder')}
          data={(['desc', 'asc'] as const).map((value) => ({ value, label: t(`filters.${value}`) }))}
          value={values.sortOrder}
          onChange={(event) => set('sortOrder', event.currentTarget.value === 'asc' ? 'asc' : 'desc')}
        />
        {TIME_RANGES.map((range) => (
          <DateTimeRangeInput
            key={range}
            label={t(`filters.${range}`)}
            value={values[range]}
            onChange={(value) => set(range, value)}
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
