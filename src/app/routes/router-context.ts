import type { QueryClient } from '@tanstack/react-query';

/** What every route's loaders and guards receive. */
export interface RouterContext {
  queryClient: QueryClient;
}
