import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSchema, type CreateUser } from '@/core/api/users';
import { apiClient } from '@/lib/api-client';
import { invalidateAfterUserChange } from './invalidate-admin';

export function createUser(user: CreateUser) {
  return apiClient.post('/admin/users', userSchema, user);
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createUser, onSuccess: () => invalidateAfterUserChange(queryClient) });
}
