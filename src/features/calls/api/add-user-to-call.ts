import { useMutation } from '@tanstack/react-query';
import type { AddUserInput } from '@/core/api/calls';
import { apiClient } from '@/lib/api-client';

export function addUserToCall({ callId, ...body }: AddUserInput) {
  return apiClient.sendWithoutResult('POST', `/calls/${encodeURIComponent(callId)}/participants`, body);
}

export function useAddUserToCall() {
  return useMutation({ mutationFn: addUserToCall });
}
