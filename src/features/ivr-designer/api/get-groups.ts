import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupSchema } from '../../../core/api/groups';
import { pageSchema } from '../../../core/api/paging';
import type { Group } from '../../../core/api/groups';
import { apiClient } from '../../../lib/api-client';
import { ivrDesignerKeys } from './ivr-designer-keys';

const groupPageSchema = pageSchema(groupSchema);
const PAGE_SIZE = 100;

/** Every agent group (all pages): queue cards name the groups serving a queue with their agent counts. */
export async function getAllGroups(signal?: AbortSignal): Promise<Group[]> {
  const groups: Group[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await apiClient.get('/groups', groupPageSchema, {
      query: { page, pageSize: PAGE_SIZE },
      signal,
    });
    groups.push(...answer.items);
    if (page >= answer.totalPages) return groups;
  }
}

export const groupsQueryOptions = queryOptions({
  queryKey: ivrDesignerKeys.groups(),
  queryFn: ({ signal }) => getAllGroups(signal),
  staleTime: 60_000,
});

export function useGroups(enabled = true) {
  return useQuery({ ...groupsQueryOptions, enabled });
}
