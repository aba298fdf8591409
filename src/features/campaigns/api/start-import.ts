import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importCreatedSchema } from '@/core/api/campaign-imports';
import { apiClient } from '@/lib/api-client';
import { campaignKeys } from '@/api/campaign-imports/campaign-keys';

export type StartImport = { campaignId: string; phones: string[] };

export function startImport({ campaignId, phones }: StartImport) {
  return apiClient.post(`/campaigns/${encodeURIComponent(campaignId)}/imports`, importCreatedSchema, {
    phones,
  });
}

export function useStartImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startImport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.imports.lists() }),
  });
}
