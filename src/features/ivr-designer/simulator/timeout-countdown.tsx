import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProgressMeter } from '@/components/progress-meter';

const TICK_MS = 100;

/** Seconds left (in the caller's time) before the node gives up waiting for a key. */
export function TimeoutCountdown({
  deadline,
  seconds,
  timeScale,
}: {
  deadline: number;
  seconds: number;
  timeScale: number;
}) {
  const { t } = useTranslation('simulator');
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(performance.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  const left = Math.max(0, ((deadline - now) * timeScale) / 1000);
  return (
    <div>
      <Text size="sm">{t('countdown.text', { seconds: left.toFixed(1), total: seconds })}</Text>
      <ProgressMeter value={(left / seconds) * 100} label={t('countdown.label')} size="sm" />
    </div>
  );
}
