import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isWaitingForServiceLimit } from './api-error';

/**
 * True while any read or change is held up by the service's rate limit and is being asked again (the
 * query client retries those after their Retry-After): the console says it is waiting, not failing.
 */
export function useWaitingForServiceLimit(): boolean {
  const client = useQueryClient();
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    const queries = client.getQueryCache();
    const mutations = client.getMutationCache();
    const check = () =>
      setWaiting(
        queries
          .getAll()
          .some(
            (query) =>
              query.state.fetchStatus !== 'idle' && isWaitingForServiceLimit(query.state.fetchFailureReason),
          ) ||
          mutations
            .getAll()
            .some(
              (mutation) =>
                mutation.state.status === 'pending' && isWaitingForServiceLimit(mutation.state.failureReason),
            ),
      );
    check();
    const stopQueries = queries.subscribe(check);
    const stopMutations = mutations.subscribe(check);
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [client]);
  return waiting;
}
