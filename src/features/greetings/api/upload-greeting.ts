import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../core/api/session';
import { uploadedGreetingWithPreviewSchema } from '../../../core/api/greeting-files';
import { problemSchema } from '../../../core/api/problem';
import { ApiError } from '../../../lib/api-error';
import { greetingKeys } from './greeting-keys';

export type GreetingUpload = { file: Blob; mime: string; description: string | undefined };

async function problemOf(response: Response): Promise<ApiError> {
  const fallback = {
    type: 'about:blank',
    title: response.statusText || `HTTP ${response.status}`,
    status: response.status,
  };
  const parsed = problemSchema.safeParse(await response.json().catch(() => undefined));
  return new ApiError('problem', parsed.success ? { ...parsed.data, status: response.status } : fallback);
}

/**
 * The audio travels as the raw request body (the BFF's upload contract), which the JSON api client does
 * not send; the CSRF header and the answer's schema are the same as everywhere else.
 */
export async function uploadGreeting({ file, mime, description }: GreetingUpload) {
  const query = description ? `?description=${encodeURIComponent(description)}` : '';
  let response: Response;
  try {
    response = await fetch(`/api/greetings${query}`, {
      method: 'POST',
      headers: { 'content-type': mime, accept: 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
      body: file,
      credentials: 'same-origin',
    });
  } catch (cause) {
    throw new ApiError('network', { type: 'about:blank', title: 'Network error', status: 0 }, { cause });
  }
  if (!response.ok) throw await problemOf(response);
  const parsed = uploadedGreetingWithPreviewSchema.safeParse(await response.json());
  if (!parsed.success) {
    throw new ApiError('invalid-response', {
      type: 'about:blank',
      title: 'Invalid response',
      status: response.status,
    });
  }
  return parsed.data;
}

export function useUploadGreeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadGreeting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: greetingKeys.all }),
  });
}
