import { useMutation } from '@tanstack/react-query';
import { callOutResultSchema, type CallOutInput } from '@/core/api/calls';
import { apiClient } from '@/lib/api-client';

export function placeCall(input: CallOutInput) {
  return apiClient.post('/calls/callout', callOutResultSchema, input);
}

export function usePlaceCall() {
  return useMutation({ mutationFn: placeCall });
}
