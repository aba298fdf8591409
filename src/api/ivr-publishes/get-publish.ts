import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { publishProgressSchema } from '@/core/api/ivr-designer-publishes';
import { apiClient } from '@/lib/api-client';
import { ivrTreeKeys } from '../ivr-trees/ivr-tree-keys';
import { publishKeys } from './publish-keys';

const POLL_MS = 500;

export function getPublish(publishId: string, signal?: AbortSignal) {
  return apiClient.get(`/ivr/publishes/${encodeURIComponent(publishId)}`, publishProgressSchema, { signal });
}

export const publishQueryOptions = (publishId: string) =>
  queryOptions({
    queryKey: publishKeys.publish(publishId),
    queryFn: ({ signal }) => getPublish(publishId, signal),
    staleTime: 0,
    // Asked again until the publish settles; the journal of a settled one no longer moves.
    refetchInterval: (query) => (query.state.data?.status === 'running' ? POLL_MS : false),
  });

/**
 * Follows a publish (or a restore, copy or import, which are publishes too). When it settles, every
 * designer answer is stale: the live tree, the draft, the versions and the tree list all moved.
 */
export function usePublishProgress(publishId: string | null) {
  const queryClient = useQueryClient();
  const progress = useQuery({ ...publishQueryOptions(publishId ?? ''), enabled: publishId !== null });
  const settled = progress.data && progress.data.status !== 'running' ? progress.data.status : null;
  useEffect(() => {
    if (settled) void queryClient.invalidateQueries({ queryKey: ivrTreeKeys.all, refetchType: 'active' });
  }, [settled, queryClient]);
  return progress;
}
