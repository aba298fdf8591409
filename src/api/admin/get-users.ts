import { queryOptions, useQuery } from '@tanstack/react-query';
import { userListSchema } from '../../core/api/users';
import { apiClient } from '../../lib/api-client';
import { adminKeys } from './admin-keys';

export function getUsers(signal?: AbortSignal) {
  return apiClient.get('/admin/users', userListSchema, { signal });
}

export const usersQueryOptions = queryOptions({
  queryKey: adminKeys.users.list(),
  queryFn: ({ signal }) => getUsers(signal),
});

export function useUsers() {
  return useQuery(usersQueryOptions);
}
