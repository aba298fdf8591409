import { useQuery } from '@tanstack/react-query';
import { usersQueryOptions } from '@/api/admin/get-users';

/**
 * Audit targets are ids; people read usernames. Targets that are not users (or a list this role may
 * not read) stay as they are.
 */
export function useTargetName(): (target: string) => string {
  const { data } = useQuery({ ...usersQueryOptions, retry: false });
  const names = new Map(data?.items.map((user) => [user.id, user.username]));
  return (target) => names.get(target) ?? target;
}
