import type { Role } from './roles';

/**
 * What a signed-in person may do. The SPA hides what a role may not do; the BFF enforces the same matrix
 * on every route, so hiding is a courtesy and never the protection.
 */
export const permissions = [
  'ivr:read',
  'ivr:write',
  'ivr:publish',
  'agents:read',
  'agents:write',
  'groups:read',
  'groups:write',
  'routing:read',
  'routing:write',
  'blacklist:read',
  'blacklist:write',
  'sip:read',
  'sip:write',
  'greetings:read',
  'greetings:write',
  'campaigns:write',
  'calllog:read',
  'chat:read',
  'debugger:read',
  'calls:place',
  'calls:adduser',
  'users:manage',
  'audit:read',
  'board:read',
  'board:configure',
] as const;

export type Permission = (typeof permissions)[number];

const lead: Permission[] = [
  'ivr:read',
  'agents:read',
  'agents:write',
  'groups:read',
  'groups:write',
  'routing:read',
  'routing:write',
  'blacklist:read',
  'blacklist:write',
  'sip:read',
  'sip:write',
  'greetings:read',
  'greetings:write',
  'campaigns:write',
  'board:read',
  'board:configure',
];

/** Supervisors design menus: they read what a menu routes to and may upload a prompt on the spot. */
const supervisor: Permission[] = [
  'ivr:read',
  'ivr:write',
  'ivr:publish',
  'agents:read',
  'groups:read',
  'routing:read',
  'greetings:read',
  'greetings:write',
];

/** Support staff read what happened and place test calls (which may play a greeting file). */
const support: Permission[] = [
  'calllog:read',
  'chat:read',
  'debugger:read',
  'calls:place',
  'calls:adduser',
  'greetings:read',
  'board:read',
];

export const rolePermissions: Record<Role, ReadonlySet<Permission>> = {
  admin: new Set(permissions),
  supervisor: new Set(supervisor),
  lead: new Set(lead),
  support: new Set(support),
};

export function can(role: Role, permission: Permission): boolean {
  return rolePermissions[role].has(permission);
}
