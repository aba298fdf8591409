import type { TFunction } from 'i18next';
import { isApiError, isOutcomeUnknown, isWaitingForServiceLimit } from './api-error';
import { currentLanguage } from './i18n/i18n';
import { localizeServiceTimes } from './service-time-text';

/** A sentence a person can act on, for any error a request may end with. */
export function describeError(
  error: unknown,
  t: TFunction<'common'>,
  language: string = currentLanguage(),
): string {
  if (!isApiError(error)) return t('errors.unknown');
  if (error.kind === 'network') return t('errors.network');
  if (error.kind === 'invalid-response') return t('errors.invalidResponse');
  if (error.status === 401) return t('errors.sessionExpired');
  if (error.status === 403) return t('errors.forbidden');
  // Never "try again": the change may have been made.
  if (isOutcomeUnknown(error)) return t('errors.outcomeUnknown');
  if (isWaitingForServiceLimit(error))
    return t('errors.waitingForLimit', { seconds: error.retryAfterSeconds ?? 1 });
  if (error.status >= 500) return t('errors.server', { status: error.status });
  // The service's own text may quote its Vietnam time; the person reads times in their own zone.
  return localizeServiceTimes(error.detail ?? error.title, language);
}
