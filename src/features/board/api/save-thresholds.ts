import { useMutation, useQueryClient } from '@tanstack/react-query';
import { boardThresholdsAnswerSchema } from '@/core/board/board-api';
import type { BoardThresholds } from '@/core/board/thresholds';
import { apiClient } from '@/lib/api-client';
import { boardKeys } from '@/api/board/board-keys';

export function useSaveThresholds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (thresholds: BoardThresholds) =>
      apiClient.put('/board/thresholds', boardThresholdsAnswerSchema, thresholds),
    onSuccess: (answer) => queryClient.setQueryData(boardKeys.thresholds(), answer),
  });
}
