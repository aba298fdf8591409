import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { IvrPathTests, SavePathTestsRequest } from '@/core/api/ivr-designer-path-tests';
import { isApiError } from '@/lib/api-error';
import { pathTestsQueryOptions, usePathTests } from '@/api/ivr-path-tests/get-path-tests';
import { useSavePathTests } from '../api/save-path-tests';

/** One change to the saved tests, written against the list it applies to so it can be applied again. */
export type PathTestsEdit = (current: IvrPathTests) => Omit<SavePathTestsRequest, 'revision'>;

/** How a save went: straight through, or over someone else's newer save (the edit was applied to theirs). */
export type SaveOutcome = 'saved' | 'savedOverConflict';

/**
 * The tests saved with the tree and a way to change them. A save is refused (409) when someone else
 * saved since the list was read; the same edit is then applied once to the list as it now is, so
 * nobody's test is lost: theirs stay, and this person's change goes on top. A second refusal is thrown.
 */
export function useSavedPathTests(treeId: string) {
  const query = usePathTests(treeId);
  const { mutateAsync } = useSavePathTests(treeId);
  const queryClient = useQueryClient();

  const change = useCallback(
    async (edit: PathTestsEdit): Promise<SaveOutcome> => {
      const read = () => queryClient.fetchQuery({ ...pathTestsQueryOptions(treeId), staleTime: 0 });
      const current = queryClient.getQueryData(pathTestsQueryOptions(treeId).queryKey) ?? (await read());
      try {
        await mutateAsync({ ...edit(current), revision: current.revision });
        return 'saved';
      } catch (error) {
        if (!isApiError(error) || error.status !== 409) throw error;
        const fresh = await read();
        await mutateAsync({ ...edit(fresh), revision: fresh.revision });
        return 'savedOverConflict';
      }
    },
    [mutateAsync, queryClient, treeId],
  );
  return { query, change };
}
