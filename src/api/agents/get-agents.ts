import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { agentSchema } from '../../core/api/agent-record';
import { copiedPageSchema, type ListQuery } from '../../core/api/read-model';
import { apiClient } from '../../lib/api-client';
import { readEveryPage } from '../read-every-page';
import { agentKeys } from './agent-keys';
import { AGENTS_PATH } from './agents-path';

const agentPageSchema = copiedPageSchema(agentSchema);

export function getAgents(query: ListQuery, signal?: AbortSignal) {
  return apiClient.get(AGENTS_PATH, agentPageSchema, { query, signal });
}

export const agentsQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: agentKeys.list(query),
    queryFn: ({ signal }) => getAgents(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAgents(query: ListQuery) {
  return useQuery(agentsQueryOptions(query));
}

/** Every agent, all pages: for pickers that offer every agent as a choice (a SIP account's linked agent). */
export const everyAgentQueryOptions = queryOptions({
  queryKey: agentKeys.every(),
  queryFn: ({ signal }) => readEveryPage((query) => getAgents(query, signal)),
  staleTime: 60_000,
});

export function useEveryAgent(enabled = true) {
  return useQuery({ ...everyAgentQueryOptions, enabled });
}
