import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LiveStatus } from './draft-connection';

/** Whether my edits are reaching everyone: live, connecting, or offline and kept in this browser. */
export function LiveStatusBadge({ status }: { status: LiveStatus }) {
  const { t } = useTranslation('ivr');
  if (status.connection === 'online' && status.synced)
    return (
      <Tooltip label={t('editor.live.onlineHint')}>
        <Badge color="green" variant="light" role="status">
          {t('editor.live.online')}
        </Badge>
      </Tooltip>
    );
  if (status.connection === 'offline')
    return (
      <Tooltip label={t('editor.live.offlineHint')} multiline w={280}>
        <Badge color="orange" role="status">
          {t('editor.live.offline')}
        </Badge>
      </Tooltip>
    );
  if (status.connection === 'refused')
    return (
      <Badge color="red" role="status">
        {t(`editor.live.refused.${status.refusal ?? 'forbidden'}`)}
      </Badge>
    );
  return (
    <Badge color="blue" variant="light" role="status">
      {t('editor.live.connecting')}
    </Badge>
  );
}
