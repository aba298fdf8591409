import { queryOptions, useQuery } from '@tanstack/react-query';
import { importProgressSchema } from '../../core/api/campaign-imports';
import { apiClient } from '../../lib/api-client';
import { campaignKeys } from './campaign-keys';

export function getImport(jobId: string, signal?: AbortSignal) {
  return apiClient.get(`/campaigns/imports/${encodeURIComponent(jobId)}`, importProgressSchema, { signal });
}

/** The job's progress; the event stream (use-import-events) keeps it current while the job runs. */
export const importQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: campaignKeys.imports.detail(jobId),
    queryFn: ({ signal }) => getImport(jobId, signal),
  });

export function useImport(jobId: string) {
  return useQuery(importQueryOptions(jobId));
}
