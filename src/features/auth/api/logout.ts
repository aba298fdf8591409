import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { apiClient } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { runSignOutHooks } from '@/lib/sign-out-hooks';
import { rememberSession } from './remember-session';
import { sessionKeys } from '@/api/session/session-keys';

export const logoutMutationKey = [...sessionKeys.all, 'logout'] as const;

export async function logout(): Promise<void> {
  try {
    await apiClient.sendWithoutResult('POST', '/auth/logout');
  } catch (error) {
    // A session that has already ended is as good as signed out.
    if (!(isApiError(error) && error.isUnauthorized)) throw error;
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: logoutMutationKey,
    mutationFn: logout,
    onSuccess: async () => {
      rememberSession(queryClient, null);
      await navigate({ to: '/login', replace: true });
      // What the pages held open for this person (the designer's live drafts) closes now, not later.
      runSignOutHooks();
      // Nothing of the previous person's data may remain for whoever signs in next.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.all[0] });
    },
  });
}
