import { queryOptions, useQuery } from '@tanstack/react-query';
import { validationContextSchema } from '../../../../core/api/ivr-designer-validation-context';
import { apiClient } from '../../../../lib/api-client';
import { publishKeys } from './publish-keys';

/** Greeting files, blacklist and routed queues of the draft, for validateMenu. */
export function getValidationContext(treeId: string, signal?: AbortSignal) {
  return apiClient.get('/ivr/validation-context', validationContextSchema, { query: { treeId }, signal });
}

export const validationContextQueryOptions = (treeId: string) =>
  queryOptions({
    queryKey: publishKeys.validationContext(treeId),
    queryFn: ({ signal }) => getValidationContext(treeId, signal),
  });

export function useValidationContext(treeId: string, enabled: boolean) {
  return useQuery({ ...validationContextQueryOptions(treeId), enabled, staleTime: 0 });
}
