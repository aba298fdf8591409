import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { invalidateGreetings } from '@/api/greetings/invalidate-greetings';

export function deleteGreeting(sid: string) {
  return apiClient.delete(`/greetings/${encodeURIComponent(sid)}`);
}

export function useDeleteGreeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGreeting,
    onSuccess: () => invalidateGreetings(queryClient),
  });
}
