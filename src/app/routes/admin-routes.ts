import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { auditSearchSchema } from '../../features/admin/audit-search';
import { areas } from '../navigation/areas';
import { authenticatedRoute } from './authenticated-route';

// A role without the area's permission sees the not-allowed page instead (AreaAccessGuard, by areaId).
const usersRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: areas.users.path,
  staticData: { areaId: 'users', namespaces: ['admin'] },
  component: lazyRouteComponent(() => import('../../features/admin/components/users-page'), 'UsersPage'),
});

const auditLogRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: areas.auditLog.path,
  staticData: { areaId: 'auditLog', namespaces: ['admin'] },
  validateSearch: (search) => auditSearchSchema.parse(search),
  component: lazyRouteComponent(
    () => import('../../features/admin/components/audit-log-page'),
    'AuditLogPage',
  ),
});

/** Switchboard's own administration: users and the audit log. */
export const adminRoutes = [usersRoute, auditLogRoute] as const;
