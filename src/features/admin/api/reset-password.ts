import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResetPassword } from '@/core/api/users';
import { apiClient } from '@/lib/api-client';
import { invalidateAfterUserChange } from './invalidate-admin';

export function resetPassword({ userId, body }: { userId: string; body: ResetPassword }) {
  return apiClient.sendWithoutResult('POST', `/admin/users/${encodeURIComponent(userId)}/password`, body);
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetPassword, onSuccess: () => invalidateAfterUserChange(queryClient) });
}
