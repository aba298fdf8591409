import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { BulkResult } from '../../core/api/bulk-results';

/**
 * How a bulk change went, item by item: how many succeeded, and each failure with its reason, named as a
 * person knows the item. Failures stay on screen until dismissed.
 */
export function useNotifyBulkResult() {
  const { t } = useTranslation('resources');
  return (title: string, result: BulkResult, nameOf: (key: string) => string = (key) => key) => {
    const failures = result.results.flatMap((item) =>
      item.ok ? [] : [`${nameOf(item.key)}: ${item.message}`],
    );
    const counts = `${t('bulk.succeeded', { count: result.succeeded })} · ${t('bulk.failed', { count: result.failed })}`;
    notifications.show({
      color: result.failed === 0 ? 'green' : result.succeeded === 0 ? 'red' : 'yellow',
      title,
      message: [counts, ...failures].join('\n'),
      autoClose: result.failed === 0 ? 5_000 : false,
      style: { whiteSpace: 'pre-line' },
    });
  };
}
