import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateGreetings } from '@/api/greetings/invalidate-greetings';
import { uploadedGreetingWithPreviewSchema } from '@/core/api/greeting-files';
import { apiClient } from '@/lib/api-client';

/** POST /api/greetings takes the audio as the raw body; the BFF checks what it really holds. */
export function uploadGreeting(file: File) {
  return apiClient.post('/greetings', uploadedGreetingWithPreviewSchema, file);
}

export function useUploadGreeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadGreeting,
    onSuccess: () => invalidateGreetings(queryClient),
  });
}
