import type { AuditRequest } from './audit-request';

/** Every query key of /api/admin (users, audit log); mutations invalidate through these, never hand-written arrays. */
export const adminKeys = {
  all: ['admin'] as const,
  users: {
    all: () => [...adminKeys.all, 'users'] as const,
    lists: () => [...adminKeys.users.all(), 'list'] as const,
    list: () => [...adminKeys.users.lists()] as const,
  },
  audit: {
    all: () => [...adminKeys.all, 'audit'] as const,
    lists: () => [...adminKeys.audit.all(), 'list'] as const,
    list: (query: AuditRequest) => [...adminKeys.audit.lists(), query] as const,
  },
};
