import { useTranslation } from 'react-i18next';
import { describeError } from './describe-error';

/** `describeError` bound to the current language, for components whose own namespace is not `common`. */
export function useDescribeError(): (error: unknown) => string {
  const { t } = useTranslation('common');
  return (error) => describeError(error, t);
}
