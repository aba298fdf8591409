import { useQuery } from '@tanstack/react-query';
import { pathTestsQueryOptions } from '../../api/get-path-tests';

/** The saved tests and time limit, read fresh when the dialog opens: the run must use what is saved now. */
export function usePathTestsToRun(treeId: string) {
  return useQuery({ ...pathTestsQueryOptions(treeId), staleTime: 0 });
}
