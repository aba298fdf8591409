import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date-time';

/** Below this an instant is taken as epoch seconds; the service does not say which unit it uses. */
const MILLISECONDS_FROM = 100_000_000_000;

/** Agent times as a person reads them (their language and time zone); 0 means it has not happened. */
export function useAgentTime(): (instant: number) => string {
  const { t, i18n } = useTranslation('agents');
  return (instant) => {
    if (instant <= 0) return t('never');
    return formatDateTime(instant < MILLISECONDS_FROM ? instant * 1000 : instant, i18n.language);
  };
}
