import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importProgressSchema } from '@/core/api/campaign-imports';
import { apiClient } from '@/lib/api-client';
import { campaignKeys } from '@/api/campaign-imports/campaign-keys';

export type ImportControl = 'cancel' | 'pause' | 'resume';

export function controlImport({ jobId, control }: { jobId: string; control: ImportControl }) {
  return apiClient.post(`/campaigns/imports/${encodeURIComponent(jobId)}/${control}`, importProgressSchema);
}

/** Cancel, pause or resume: the answer is the job's new progress, put straight into the cache. */
export function useControlImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: controlImport,
    onSuccess: (progress) => {
      queryClient.setQueryData(campaignKeys.imports.detail(progress.jobId), progress);
      return queryClient.invalidateQueries({ queryKey: campaignKeys.imports.lists() });
    },
  });
}
