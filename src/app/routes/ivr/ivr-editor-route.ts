import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { areas } from '../../navigation/areas';
import { authenticatedRoute } from '../authenticated-route';
import { ivrTreeKeys } from '@/api/ivr-trees/ivr-tree-keys';
import { treePath } from '@/api/ivr-trees/tree-path';
import { startFirstRequest, type FirstRequest } from '../start-page-data';

/** The tree's own record (its name), the editor's first request. */
const treeRequest = (treeId: string): FirstRequest => ({
  queryKey: ivrTreeKeys.tree(treeId),
  path: treePath(treeId),
});

const loadTreeQuery = () => import('@/api/ivr-trees/get-tree');
/** The loader's query, and the draft's session (Yjs, the draft's schemas) that the page opens at once. */
const loadEditorModules = () =>
  Promise.all([loadTreeQuery(), import('@/features/ivr-designer/editor/editor-session')]);

/** /ivr/$treeId: the editor of one tree (lazy: the canvas library and the layout load only here). */
export const ivrEditorRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: `${areas.ivrDesigner.path}/$treeId`,
  staticData: {
    areaId: 'ivrDesigner',
    namespaces: ['ivr'],
    pageModules: loadEditorModules,
    firstRequests: ({ params }) => (params.treeId ? [treeRequest(params.treeId)] : []),
  },
  loader: async ({ context, params }) => {
    // The tree's name is the page's heading: asked for before its query module arrives, and waited for, so
    // that the heading shows the name from the start instead of changing from the area's title under the
    // reader (on a phone the longer name took two lines and pushed the page down). Only its first answer
    // is waited for: when that fails (offline, the service's rate limit), the page shows at once with the
    // area's title, and the draft opens meanwhile.
    const answered = startFirstRequest(context.queryClient, treeRequest(params.treeId));
    const { treeQueryOptions } = await loadTreeQuery();
    const named = context.queryClient.prefetchQuery(treeQueryOptions(params.treeId));
    await Promise.race([named, answered?.then((ok) => (ok ? named : undefined))]);
  },
  // The shell shows at once, with the page's spinner until the name is in.
  pendingMs: 0,
  pendingMinMs: 0,
  component: lazyRouteComponent(
    () => import('@/features/ivr-designer/editor/ivr-editor-page'),
    'IvrEditorPage',
  ),
});
