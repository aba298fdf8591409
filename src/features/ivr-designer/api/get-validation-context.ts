import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { validationContextSchema } from '../../../core/api/ivr-designer-validation-context';
import { apiClient } from '../../../lib/api-client';
import { ivrDesignerKeys } from './ivr-designer-keys';

/** Greeting files, blacklist and which of the named queues have groups: what validation looks up. */
export function getValidationContext(queueIds: readonly string[], signal?: AbortSignal) {
  return apiClient.get('/ivr/validation-context', validationContextSchema, { query: { queueIds }, signal });
}

export const validationContextQueryOptions = (queueIds: readonly string[]) =>
  queryOptions({
    queryKey: [...ivrDesignerKeys.validationContext(), [...queueIds].sort()] as const,
    queryFn: ({ signal }) => getValidationContext(queueIds, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export function useValidationContext(queueIds: readonly string[]) {
  return useQuery(validationContextQueryOptions(queueIds));
}
