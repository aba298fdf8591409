import { useRouteContext } from '@tanstack/react-router';
import { can, type Permission } from '../../core/permissions';

/**
 * Whether the signed-in person's role has a permission, to hide or disable what they may not do. A
 * courtesy only: the BFF enforces the same matrix on every request.
 */
export function useCan(permission: Permission): boolean {
  const session = useRouteContext({ strict: false, select: (context) => context.session });
  return session ? can(session.user.role, permission) : false;
}
