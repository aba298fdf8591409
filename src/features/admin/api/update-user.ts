import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSchema, type UpdateUser } from '@/core/api/users';
import { apiClient } from '@/lib/api-client';
import { invalidateAfterUserChange } from './invalidate-admin';

export function updateUser({ userId, change }: { userId: string; change: UpdateUser }) {
  return apiClient.patch(`/admin/users/${encodeURIComponent(userId)}`, userSchema, change);
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateUser, onSuccess: () => invalidateAfterUserChange(queryClient) });
}
