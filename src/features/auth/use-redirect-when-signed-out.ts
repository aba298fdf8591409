import { useIsMutating } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { SessionInfo } from '../../core/api/session';
import { logoutMutationKey } from './api/logout';

/**
 * When a session ends under a signed-in page (expired, revoked, any 401), send the person to sign in
 * and bring them back here afterwards. Signing out on purpose navigates by itself, without a return.
 */
export function useRedirectWhenSignedOut(session: SessionInfo | null | undefined): void {
  const navigate = useNavigate();
  const href = useLocation({ select: (location) => location.href });
  const isSigningOut = useIsMutating({ mutationKey: logoutMutationKey }) > 0;
  useEffect(() => {
    if (session !== null || isSigningOut) return;
    void navigate({ to: '/login', search: { redirect: href }, replace: true });
  }, [session, isSigningOut, href, navigate]);
}
