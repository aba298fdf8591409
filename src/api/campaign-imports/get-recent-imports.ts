import { queryOptions, useQuery } from '@tanstack/react-query';
import { importListSchema } from '../../core/api/campaign-imports';
import { apiClient } from '../../lib/api-client';
import { campaignKeys } from './campaign-keys';

export function getRecentImports(campaignId: string | undefined, signal?: AbortSignal) {
  return apiClient.get('/campaigns/imports', importListSchema, { query: { campaignId, limit: 20 }, signal });
}

export const recentImportsQueryOptions = (campaignId: string | undefined) =>
  queryOptions({
    queryKey: campaignKeys.imports.list(campaignId),
    queryFn: ({ signal }) => getRecentImports(campaignId, signal),
  });

/** Recent imports, newest first (of one campaign, or of all). */
export function useRecentImports(campaignId: string | undefined) {
  return useQuery(recentImportsQueryOptions(campaignId));
}
