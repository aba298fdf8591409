import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { auditSearchSchema } from '../../features/admin/audit-search';
import { areas } from '../navigation/areas';
import { authenticatedRoute } from './authenticated-route';
import { createComingSoonRoute } from './coming-soon-route';

// One route per area; swap `createComingSoonRoute` for the feature's own route as each page lands.
export const ivrDesignerRoute = createComingSoonRoute('ivrDesigner');
export const agentsRoute = createComingSoonRoute('agents');
export const groupsRoute = createComingSoonRoute('groups');
export const queueRoutingRoute = createComingSoonRoute('queueRouting');
export const blacklistRoute = createComingSoonRoute('blacklist');
export const sipAccountsRoute = createComingSoonRoute('sipAccounts');
export const sipPhonesRoute = createComingSoonRoute('sipPhones');
export const greetingFilesRoute = createComingSoonRoute('greetingFiles');
export const campaignContactsRoute = createComingSoonRoute('campaignContacts');
export const callLogRoute = createComingSoonRoute('callLog');
export const chatRoute = createComingSoonRoute('chat');
export const callDebuggerRoute = createComingSoonRoute('callDebugger');
export const placeCallRoute = createComingSoonRoute('placeCall');
export const addUserToCallRoute = createComingSoonRoute('addUserToCall');
// A role without the area's permission sees the not-allowed page instead (AreaAccessGuard, by areaId).
export const usersRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: areas.users.path,
  staticData: { areaId: 'users' },
  component: lazyRouteComponent(() => import('../../features/admin/components/users-page'), 'UsersPage'),
});
export const auditLogRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: areas.auditLog.path,
  staticData: { areaId: 'auditLog' },
  validateSearch: (search) => auditSearchSchema.parse(search),
  component: lazyRouteComponent(
    () => import('../../features/admin/components/audit-log-page'),
    'AuditLogPage',
  ),
});
