import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  validationContextSchema,
  type ValidationContextQuery,
} from '../../core/api/ivr-designer-validation-context';
import { apiClient } from '../../lib/api-client';
import { validationContextKeys } from './validation-context-keys';

/**
 * GET /api/ivr/validation-context: greeting files, blacklist and which queues have groups, for validateMenu;
 * the queues asked about are those in `queueIds` and those named by the draft of `treeId`.
 */
export function getValidationContext(query: ValidationContextQuery, signal?: AbortSignal) {
  return apiClient.get('/ivr/validation-context', validationContextSchema, { query, signal });
}

export const validationContextQueryOptions = (query: ValidationContextQuery) =>
  queryOptions({
    queryKey: validationContextKeys.detail(query),
    queryFn: ({ signal }) => getValidationContext(query, signal),
    placeholderData: keepPreviousData,
  });

interface ValidationContextUse {
  enabled?: boolean;
  /** Read again whenever the view mounts: a review must judge what will really be sent. */
  fresh?: boolean;
}

export function useValidationContext(
  query: ValidationContextQuery,
  { enabled = true, fresh = false }: ValidationContextUse = {},
) {
  return useQuery({ ...validationContextQueryOptions(query), enabled, ...(fresh ? { staleTime: 0 } : {}) });
}
