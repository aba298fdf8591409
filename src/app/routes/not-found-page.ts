import { lazyRouteComponent } from '@tanstack/react-router';

/** The not-found page, fetched when an address matches nothing: no other page's first load carries it. */
export const NotFoundPage = lazyRouteComponent(
  () => import('../../components/not-found-page'),
  'NotFoundPage',
);
