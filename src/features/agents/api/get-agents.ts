import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { agentSchema } from '../../../core/api/agents';
import { pageSchema, type PageQuery } from '../../../core/api/paging';
import { apiClient } from '../../../lib/api-client';
import { agentKeys } from './agent-keys';

const agentPageSchema = pageSchema(agentSchema);

export function getAgents(query: PageQuery, signal?: AbortSignal) {
  return apiClient.get('/agents', agentPageSchema, { query, signal });
}

export const agentsQueryOptions = (query: PageQuery) =>
  queryOptions({
    queryKey: agentKeys.list(query),
    queryFn: ({ signal }) => getAgents(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAgents(query: PageQuery) {
  return useQuery(agentsQueryOptions(query));
}
