import { queryOptions, useQuery } from '@tanstack/react-query';
import { boardThresholdsAnswerSchema } from '@/core/board/board-api';
import { apiClient } from '@/lib/api-client';
import { boardKeys } from './board-keys';

export const thresholdsQueryOptions = queryOptions({
  queryKey: boardKeys.thresholds(),
  queryFn: ({ signal }) => apiClient.get('/board/thresholds', boardThresholdsAnswerSchema, { signal }),
  // A lead's change elsewhere shows on a wall within a minute.
  refetchInterval: 60_000,
});

export const useThresholds = () => useQuery(thresholdsQueryOptions);
