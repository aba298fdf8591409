import {
  addUserToCallRoute,
  agentsRoute,
  auditLogRoute,
  blacklistRoute,
  callDebuggerRoute,
  callLogRoute,
  campaignContactsRoute,
  chatRoute,
  greetingFilesRoute,
  groupsRoute,
  ivrDesignerRoute,
  placeCallRoute,
  queueRoutingRoute,
  sipAccountsRoute,
  sipPhonesRoute,
  usersRoute,
} from './area-routes';
import { authenticatedRoute } from './authenticated-route';
import { loginRoute } from './login-route';
import { notFoundRoute } from './not-found-route';
import { overviewRoute } from './overview-route';
import { rootRoute } from './root-route';

export const routeTree = rootRoute.addChildren([
  loginRoute,
  authenticatedRoute.addChildren([
    overviewRoute,
    ivrDesignerRoute,
    agentsRoute,
    groupsRoute,
    queueRoutingRoute,
    blacklistRoute,
    sipAccountsRoute,
    sipPhonesRoute,
    greetingFilesRoute,
    campaignContactsRoute,
    callLogRoute,
    chatRoute,
    callDebuggerRoute,
    placeCallRoute,
    addUserToCallRoute,
    usersRoute,
    auditLogRoute,
    notFoundRoute,
  ]),
]);
