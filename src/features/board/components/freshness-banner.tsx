import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BoardFreshness } from '../board-health';
import { formatDuration } from '../format';
import classes from './board.module.css';

/** Says, in big letters, when the board's figures are old and why; nothing while they are fresh. */
export function FreshnessBanner({
  freshness,
  reconnecting,
}: {
  freshness: BoardFreshness;
  reconnecting: boolean;
}) {
  const { t } = useTranslation('board');
  if (freshness.kind === 'fresh' && !reconnecting) return null;
  if (freshness.kind === 'waiting') {
    return <Alert role="status">{t('health.waiting')}</Alert>;
  }
  const age = 'ageMs' in freshness && freshness.ageMs !== null ? formatDuration(freshness.ageMs) : null;
  const message =
    freshness.kind === 'outage'
      ? t('health.outage')
      : reconnecting
        ? t('health.reconnecting')
        : t('health.stale');
  return (
    <Alert color="red" variant="filled" role="alert">
      <div className={classes.staleBanner}>{message}</div>
      {age && <div>{t('health.age', { age })}</div>}
    </Alert>
  );
}
