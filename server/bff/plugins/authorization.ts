import type { FastifyRequest } from 'fastify';
import { can, type Permission } from '@/core/permissions';
import { roleSchema } from '@/core/roles';
import { forbidden } from '../problem';
import { sessionOf } from './authentication';

/**
 * A route's onRequest hook that lets the request through only when the signed-in user's role has the
 * permission — the same matrix the SPA uses to hide what a role may not do. It runs before the body is read
 * or validated, so a forbidden role learns nothing from validation and uploads nothing.
 */
export function requirePermission(permission: Permission) {
  return async (request: FastifyRequest) => {
    const role = roleSchema.safeParse(sessionOf(request).user.role);
    if (!role.success || !can(role.data, permission))
      throw forbidden(`Your role may not do this (${permission}).`);
  };
}
