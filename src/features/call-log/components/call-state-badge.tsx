import { useTranslation } from 'react-i18next';
import type { CallState } from '../format';
import { FullTextBadge } from '@/components/full-text-badge';

const colors: Record<CallState, string> = { answered: 'teal', unanswered: 'red', running: 'blue' };

/** Answered, unanswered or still running, told apart by word and colour. */
export function CallStateBadge({ state }: { state: CallState }) {
  const { t } = useTranslation('callLog');
  return (
    <FullTextBadge color={colors[state]} variant={state === 'unanswered' ? 'outline' : 'light'}>
      {t(`state.${state}`)}
    </FullTextBadge>
  );
}
