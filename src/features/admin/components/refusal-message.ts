import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { useDescribeError } from '@/lib/use-describe-error';

/** Why a change to a user failed, in words: a 409 is one of the rules that keep an admin in charge. */
export function useRefusalMessage(): (error: unknown) => string {
  const { t } = useTranslation('admin');
  const describeError = useDescribeError();
  return (error) => (isApiError(error) && error.status === 409 ? t('conflict') : describeError(error));
}
