import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadedGreetingWithPreviewSchema } from '@/core/api/greeting-files';
import { apiClient } from '@/lib/api-client';
import { invalidateGreetings } from './invalidate-greetings';

/**
 * The audio, and optionally what its content was found to be (sent as its type; else the file's own type)
 * and a description. The greetings page checks the content first; the designer's picker sends the file as is.
 */
export type GreetingUpload = { file: Blob; mime?: string | undefined; description?: string | undefined };

/** POST /api/greetings takes the audio as the raw request body; the BFF checks what it really holds. */
export function uploadGreeting({ file, mime, description }: GreetingUpload) {
  const body = mime === undefined ? file : new Blob([file], { type: mime });
  return apiClient.post('/greetings', uploadedGreetingWithPreviewSchema, body, { query: { description } });
}

/** Uploading anywhere (the greetings page, the designer's picker) refreshes every view of the greetings. */
export function useUploadGreeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadGreeting,
    onSuccess: () => invalidateGreetings(queryClient),
  });
}
