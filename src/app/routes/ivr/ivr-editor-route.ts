import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { areas } from '../../navigation/areas';
import { authenticatedRoute } from '../authenticated-route';
import { ivrTreeKeys } from '@/api/ivr-trees/ivr-tree-keys';
import { treePath } from '@/api/ivr-trees/tree-path';
import { startFirstRequest, startPageData } from '../start-page-data';

/** /ivr/$treeId: the editor of one tree (lazy: the canvas library and the layout load only here). */
export const ivrEditorRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: `${areas.ivrDesigner.path}/$treeId`,
  staticData: { areaId: 'ivrDesigner', namespaces: ['ivr'] },
  loader: ({ route, context, params }) => {
    // The tree's name is the page's heading: asked for before its query module arrives.
    startFirstRequest(context.queryClient, ivrTreeKeys.tree(params.treeId), treePath(params.treeId));
    startPageData(route, () =>
      import('@/api/ivr-trees/get-tree').then(({ treeQueryOptions }) =>
        context.queryClient.prefetchQuery(treeQueryOptions(params.treeId)),
      ),
    );
  },
  component: lazyRouteComponent(
    () => import('@/features/ivr-designer/editor/ivr-editor-page'),
    'IvrEditorPage',
  ),
});
