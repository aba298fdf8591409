import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadedGreetingWithPreviewSchema } from '../../../core/api/greeting-files';
import { problemSchema } from '../../../core/api/problem';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../core/api/session';
import { ApiError } from '../../../lib/api-error';
import { ivrDesignerKeys } from './ivr-designer-keys';

/** POST /api/greetings takes the audio as the raw body (not JSON), so it is sent here by hand. */
export async function uploadGreeting(file: File) {
  const response = await fetch('/api/greetings', {
    method: 'POST',
    headers: { 'content-type': file.type || 'application/octet-stream', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: file,
    credentials: 'same-origin',
  });
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const problem = problemSchema.safeParse(json);
    throw new ApiError(
      'problem',
      problem.success
        ? { ...problem.data, status: response.status }
        : { type: 'about:blank', title: response.statusText, status: response.status },
    );
  }
  const parsed = uploadedGreetingWithPreviewSchema.safeParse(json);
  if (!parsed.success)
    throw new ApiError('invalid-response', {
      type: 'about:blank',
      title: 'Invalid response',
      status: response.status,
    });
  return parsed.data;
}

export function useUploadGreeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadGreeting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ivrDesignerKeys.greetings() }),
  });
}
