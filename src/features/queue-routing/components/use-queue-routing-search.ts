import { useListSearch } from '@/components/resource/use-list-search';
import { queueRoutingSearchSchema } from '../queue-routing-search';

/** The page's state in the address bar (see queue-routing-search.ts). */
export function useQueueRoutingSearch() {
  return useListSearch(queueRoutingSearchSchema);
}
