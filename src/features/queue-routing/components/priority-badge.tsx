import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Primary groups take a queue's calls first; secondary ones only when every primary agent is busy. */
export function PriorityBadge({ primary }: { primary: boolean }) {
  const { t } = useTranslation('queueRouting');
  return (
    <Badge variant={primary ? 'filled' : 'light'} color={primary ? 'blue' : 'gray'}>
      {primary ? t('priority.primary') : t('priority.secondary')}
    </Badge>
  );
}
