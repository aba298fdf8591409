import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ivrPathTestsSchema, type SavePathTestsRequest } from '../../../core/api/ivr-designer-path-tests';
import { apiClient } from '../../../lib/api-client';
import { ivrDesignerKeys } from './ivr-designer-keys';

/** PUT the whole list on the revision it was made on; a newer save by someone else answers 409. */
export function savePathTests(treeId: string, request: SavePathTestsRequest) {
  return apiClient.put(`/ivr/trees/${encodeURIComponent(treeId)}/path-tests`, ivrPathTestsSchema, request);
}

/** Saves, then shows what was saved (or, after a 409, whatever the tests now are). */
export function useSavePathTests(treeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SavePathTestsRequest) => savePathTests(treeId, request),
    onSuccess: (saved) => queryClient.setQueryData(ivrDesignerKeys.pathTests(treeId), saved),
    onError: () => queryClient.invalidateQueries({ queryKey: ivrDesignerKeys.pathTests(treeId) }),
  });
}
