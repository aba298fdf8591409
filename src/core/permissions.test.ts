import { describe, expect, it } from 'vitest';
import { can, permissions } from './permissions';
import { roles } from './roles';

describe('role → permission matrix', () => {
  it('gives the admin every permission', () => {
    for (const permission of permissions) expect(can('admin', permission)).toBe(true);
  });

  it.each([
    ['supervisor', 'ivr:publish', true],
    ['supervisor', 'agents:write', false],
    ['supervisor', 'greetings:write', true],
    ['lead', 'agents:write', true],
    ['lead', 'campaigns:write', true],
    ['lead', 'ivr:write', false],
    ['lead', 'calllog:read', false],
    ['support', 'calllog:read', true],
    ['support', 'calls:adduser', true],
    ['support', 'blacklist:write', false],
    ['support', 'users:manage', false],
    ['lead', 'board:read', true],
    ['lead', 'board:configure', true],
    ['support', 'board:read', true],
    ['support', 'board:configure', false],
    ['supervisor', 'board:read', false],
  ] as const)('%s may %s: %s', (role, permission, expected) => {
    expect(can(role, permission)).toBe(expected);
  });

  it('keeps user management and the audit log to admins', () => {
    const managers = roles.filter((role) => can(role, 'users:manage') || can(role, 'audit:read'));
    expect(managers).toEqual(['admin']);
  });
});
