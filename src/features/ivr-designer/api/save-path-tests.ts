import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ivrPathTestsSchema, type SavePathTestsRequest } from '@/core/api/ivr-designer-path-tests';
import { apiClient } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { pathTestKeys } from '@/api/ivr-path-tests/path-test-keys';

/** PUT the whole list on the revision it was made on; a newer save by someone else answers 409. */
export function savePathTests(treeId: string, request: SavePathTestsRequest) {
  return apiClient.put(`/ivr/trees/${encodeURIComponent(treeId)}/path-tests`, ivrPathTestsSchema, request);
}

/**
 * Saves, then shows what was saved; after a failure the tests are read again, except on a 409, where the
 * caller reads them itself to apply its change again (one read, not two).
 */
export function useSavePathTests(treeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SavePathTestsRequest) => savePathTests(treeId, request),
    onSuccess: (saved) => queryClient.setQueryData(pathTestKeys.pathTests(treeId), saved),
    onError: (error) => {
      if (isApiError(error) && error.status === 409) return;
      return queryClient.invalidateQueries({ queryKey: pathTestKeys.pathTests(treeId) });
    },
  });
}
