import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { areas } from '../../navigation/areas';
import { authenticatedRoute } from '../authenticated-route';

/** /ivr/$treeId: the editor of one tree (lazy: the canvas library and the layout load only here). */
export const ivrEditorRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: `${areas.ivrDesigner.path}/$treeId`,
  staticData: { areaId: 'ivrDesigner' },
  component: lazyRouteComponent(
    () => import('@/features/ivr-designer/editor/ivr-editor-page'),
    'IvrEditorPage',
  ),
});
