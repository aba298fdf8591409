import { useMutation } from '@tanstack/react-query';
import { publishStartedSchema, type PublishRequest } from '@/core/api/ivr-designer-publishes';
import { apiClient } from '@/lib/api-client';

/** Starts sending the draft to the service; 409 when the live tree changed since the draft began. */
export function startPublish({ treeId, request }: { treeId: string; request: PublishRequest }) {
  return apiClient.post(`/ivr/trees/${encodeURIComponent(treeId)}/publish`, publishStartedSchema, request);
}

export function useStartPublish() {
  return useMutation({ mutationFn: startPublish });
}
