import { adminRoutes } from './admin-routes';
import { authenticatedRoute } from './authenticated-route';
import { boardRoute, boardWallRoute } from './board-routes';
import { contactCenterRoutes } from './contact-center-routes';
import { ivrRoutes } from './ivr-routes';
import { loginRoute } from './login-route';
import { notFoundRoute } from './not-found-route';
import { operationsRoutes } from './operations-routes';
import { overviewRoute } from './overview-route';
import { rootRoute } from './root-route';

export const routeTree = rootRoute.addChildren([
  loginRoute,
  boardWallRoute,
  authenticatedRoute.addChildren([
    overviewRoute,
    boardRoute,
    ...ivrRoutes,
    ...contactCenterRoutes,
    ...operationsRoutes,
    ...adminRoutes,
    notFoundRoute,
  ]),
]);
