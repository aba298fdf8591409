import { createRoute } from '@tanstack/react-router';
import { NotFoundPage } from './not-found-page';
import { authenticatedRoute } from './authenticated-route';

/** Any other address: signed-in people get the not-found page inside the shell, with its navigation. */
export const notFoundRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '$',
  component: NotFoundPage,
});
