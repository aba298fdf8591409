import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publishStartedSchema } from '@/core/api/ivr-designer-publishes';
import { apiClient } from '@/lib/api-client';
import { publishKeys } from '@/api/ivr-publishes/publish-keys';

/** Continues a failed publish from the first operation the service has not applied. */
export function resumePublish(publishId: string) {
  return apiClient.post(`/ivr/publishes/${encodeURIComponent(publishId)}/resume`, publishStartedSchema);
}

export function useResumePublish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumePublish,
    onSuccess: (started) =>
      queryClient.invalidateQueries({ queryKey: publishKeys.publish(started.publishId) }),
  });
}
