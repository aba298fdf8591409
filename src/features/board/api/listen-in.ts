import { useMutation } from '@tanstack/react-query';
import type { AddUserBody } from '@/core/api/calls';
import { apiClient } from '@/lib/api-client';

/** Joins a running call as a listen-only spy, through the same route as the add-user page. */
export function useListenIn() {
  return useMutation({
    mutationFn: ({ callId, ...body }: AddUserBody & { callId: string }) =>
      apiClient.sendWithoutResult('POST', `/calls/${encodeURIComponent(callId)}/participants`, body),
  });
}
