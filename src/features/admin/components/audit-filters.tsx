import { Button, Group, TextInput } from '@mantine/core';
import { IconFilter, IconX } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AuditSearch } from '../audit-search';

type FilterValues = { username: string; action: string; from: string; to: string };

const toValues = (search: AuditSearch): FilterValues => ({
  username: search.username ?? '',
  action: search.action ?? '',
  from: search.from ?? '',
  to: search.to ?? '',
});

const blankToUndefined = (value: string) => value.trim() || undefined;

interface AuditFiltersProps {
  search: AuditSearch;
  onApply: (search: AuditSearch) => void;
}

/** Who, which action and which days; applying starts again from the first page. */
export function AuditFilters({ search, onApply }: AuditFiltersProps) {
  const { t } = useTranslation('admin');
  const { register, handleSubmit, reset } = useForm<FilterValues>({ values: toValues(search) });

  const apply = handleSubmit((values) =>
    onApply({
      username: blankToUndefined(values.username),
      action: blankToUndefined(values.action),
      from: blankToUndefined(values.from),
      to: blankToUndefined(values.to),
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
        <TextInput type="date" label={t('filters.from')} {...register('from')} />
        <TextInput type="date" label={t('filters.to')} {...register('to')} />
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
