import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionInfoSchema } from '@/core/api/session';
import type { LoginRequest, SessionInfo } from '@/core/api/session';
import { apiClient } from '@/lib/api-client';
import { rememberSession } from './remember-session';

export function login(credentials: LoginRequest): Promise<SessionInfo> {
  return apiClient.post('/auth/login', sessionInfoSchema, credentials);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (session) => rememberSession(queryClient, session),
  });
}
