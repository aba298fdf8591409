import { useRouteContext } from '@tanstack/react-router';
import { can, type Permission } from '../../../core/permissions';

/**
 * Whether the signed-in person may do this in the designer. The session comes from the signed-in
 * route's context, so the feature does not reach into the auth feature. Hiding is a courtesy: the BFF
 * enforces the same matrix.
 */
export function useIvrPermission(permission: Permission): boolean {
  const role = useRouteContext({ from: '/authenticated', select: (context) => context.session.user.role });
  return can(role, permission);
}
