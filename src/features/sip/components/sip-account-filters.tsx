import { Button, Group, TextInput } from '@mantine/core';
import { IconFilter, IconX } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SipAccountsSearch } from '../sip-accounts-search';

type FilterValues = { username: string; serviceUserId: string; extension: string };
type FilterChange = Pick<SipAccountsSearch, 'username' | 'serviceUserId' | 'extension'>;

const valuesOf = (search: SipAccountsSearch): FilterValues => ({
  username: search.username ?? '',
  serviceUserId: search.serviceUserId ?? '',
  extension: search.extension === undefined ? '' : String(search.extension),
});

const blankToUndefined = (value: string) => value.trim() || undefined;

/** The service's own filters of the account list (exact username, linked user id, extension). */
export function SipAccountFilters({
  search,
  onApply,
}: {
  search: SipAccountsSearch;
  onApply: (change: FilterChange) => void;
}) {
  const { t } = useTranslation('sip');
  const { register, handleSubmit, reset } = useForm<FilterValues>({ values: valuesOf(search) });
  const apply = handleSubmit((values) => {
    const extension = blankToUndefined(values.extension);
    onApply({
      username: blankToUndefined(values.username),
      serviceUserId: blankToUndefined(values.serviceUserId),
      extension: extension && /^\d+$/.test(extension) ? Number(extension) : undefined,
    });
  });
  const clear = () => {
    reset(valuesOf({}));
    onApply({ username: undefined, serviceUserId: undefined, extension: undefined });
  };
  return (
    <form onSubmit={(event) => void apply(event)} aria-label={t('accounts.filters.label')}>
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('accounts.filters.username')}
          autoCapitalize="none"
          spellCheck={false}
          {...register('username')}
        />
        <TextInput
          label={t('accounts.filters.serviceUserId')}
          autoCapitalize="none"
          spellCheck={false}
          {...register('serviceUserId')}
        />
        <TextInput label={t('accounts.filters.extension')} inputMode="numeric" {...register('extension')} />
        <Button type="submit" variant="light" leftSection={<IconFilter size={16} aria-hidden />}>
          {t('accounts.filters.apply')}
        </Button>
        <Button variant="subtle" onClick={clear} leftSection={<IconX size={16} aria-hidden />}>
          {t('accounts.filters.clear')}
        </Button>
      </Group>
    </form>
  );
}
