import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { IconFilter, IconX } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { auditResultSchema } from '@/core/api/users';
import { DateTimeRangeInput } from '@/components/date-time-range-input';
import type { InstantRange } from '@/lib/date-range-presets';
import type { AuditSearch } from '../audit-search';

type FilterValues = {
  username: string;
  action: string;
  target: string;
  result: string;
  time: InstantRange;
};

const toValues = (search: AuditSearch): FilterValues => ({
  username: search.username ?? '',
  action: search.action ?? '',
  target: search.target ?? '',
  result: search.result ?? '',
  time: { from: search.from, to: search.to },
});

const blankToUndefined = (value: string) => value.trim() || undefined;

interface AuditFiltersProps {
  search: AuditSearch;
  onApply: (search: AuditSearch) => void;
}

/** Who, which action, on what, with which result and when; applying starts again from page one. */
export function AuditFilters({ search, onApply }: AuditFiltersProps) {
  const { t } = useTranslation('admin');
  const { register, handleSubmit, reset, control } = useForm<FilterValues>({ values: toValues(search) });

  const apply = handleSubmit((values) =>
    onApply({
      username: blankToUndefined(values.username),
      action: blankToUndefined(values.action),
      target: blankToUndefined(values.target),
      result: auditResultSchema.safeParse(values.result).data,
      from: values.time.from,
      to: values.time.to,
    }),
  );
  const clear = () => {
    reset(toValues({}));
    onApply({});
  };

  return (
    <form onSubmit={(event) => void apply(event)} aria-label={t('filters.label')}>
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('filters.username')}
          autoCapitalize="none"
          spellCheck={false}
          {...register('username')}
        />
        <TextInput
          label={t('filters.action')}
          title={t('filters.actionHint')}
          placeholder="user"
          autoCapitalize="none"
          spellCheck={false}
          {...register('action')}
        />
        <TextInput
          label={t('filters.target')}
          title={t('filters.targetHint')}
          spellCheck={false}
          {...register('target')}
        />
        <NativeSelect
          label={t('filters.result')}
          data={[
            { value: '', label: t('filters.anyResult') },
            ...auditResultSchema.options.map((result) => ({
              value: result,
              label: t(`audit.result.${result}`),
            })),
          ]}
          {...register('result')}
        />
        <Controller
          control={control}
          name="time"
          render={({ field }) => (
            <DateTimeRangeInput
              label={t('filters.time')}
              value={field.value}
              onChange={field.onChange}
              w={340}
            />
          )}
        />
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
