import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import i18next from 'i18next';
import { sessionQueryOptions } from '../../api/session/get-session';
import { areas } from '../navigation/areas';
import { authenticatedRoute } from './authenticated-route';
import { rootRoute } from './root-route';

/** /board: the live board inside the console. */
export const boardRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: areas.board.path,
  staticData: { areaId: 'board', namespaces: ['board'] },
  loader: () => void i18next.loadNamespaces('board'),
  component: lazyRouteComponent(() => import('../../features/board/components/board-page'), 'BoardPage'),
});

/**
 * /board/wall: the board alone on a wall screen, outside the shell, so that the end of the session shows
 * the wall's "signed out" card rather than sending the screen to the sign-in page.
 */
export const boardWallRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/board/wall',
  beforeLoad: async ({ context, location }) => {
    const session = await context.queryClient.ensureQueryData(sessionQueryOptions);
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirects are thrown by design
    if (!session) throw redirect({ to: '/login', search: { redirect: location.href } });
  },
  loader: () => void i18next.loadNamespaces('board'),
  component: lazyRouteComponent(
    () => import('../../features/board/components/board-wall-page'),
    'BoardWallPage',
  ),
});
