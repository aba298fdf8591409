import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCallLogTotal } from '@/api/call-log/get-call-log';
import type { CallLogFilterValues } from '../call-log-search';
import { formatCount } from '../format';

/** "1,234 calls" for the filters, announced as a status. */
export function CallLogTotal({ filters }: { filters: CallLogFilterValues }) {
  const { t, i18n } = useTranslation('callLog');
  const { data: total } = useCallLogTotal(filters);
  return (
    <Text role="status" fw={500}>
      {total === undefined ? '' : t('total', { count: total, formatted: formatCount(total, i18n.language) })}
    </Text>
  );
}
