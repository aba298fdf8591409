import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import i18next from 'i18next';
import { areas } from '../../navigation/areas';
import { authenticatedRoute } from '../authenticated-route';

/** /ivr/$treeId: the editor of one tree (lazy: the canvas library and the layout load only here). */
export const ivrEditorRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: `${areas.ivrDesigner.path}/$treeId`,
  staticData: { areaId: 'ivrDesigner' },
  // Not awaited: the tree's name and the strings load while the page's code does, not after it. The
  // query's module is imported here, not at the top, so that its schemas stay out of the first load.
  loader: ({ context, params }) => {
    void import('@/api/ivr-trees/get-tree')
      .then(({ treeQueryOptions }) => context.queryClient.prefetchQuery(treeQueryOptions(params.treeId)))
      .catch(() => undefined); // The page's own request says what went wrong.
    void i18next.loadNamespaces('ivr');
  },
  component: lazyRouteComponent(
    () => import('@/features/ivr-designer/editor/ivr-editor-page'),
    'IvrEditorPage',
  ),
});
