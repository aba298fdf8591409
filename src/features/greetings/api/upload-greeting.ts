import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadedGreetingWithPreviewSchema } from '@/core/api/greeting-files';
import { apiClient } from '@/lib/api-client';
import { invalidateGreetings } from '@/api/greetings/invalidate-greetings';

export type GreetingUpload = { file: Blob; mime: string; description: string | undefined };

/** The audio travels as the raw request body, typed with what its content was found to be. */
export function uploadGreeting({ file, mime, description }: GreetingUpload) {
  return apiClient.post('/greetings', uploadedGreetingWithPreviewSchema, new Blob([file], { type: mime }), {
    query: { description },
  });
}

export function useUploadGreeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadGreeting,
    onSuccess: () => invalidateGreetings(queryClient),
  });
}
