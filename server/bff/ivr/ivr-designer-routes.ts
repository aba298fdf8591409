import type { FastifyInstance } from 'fastify';
import { createDesignerContext } from './designer-context';
import { registerDesignerInfoRoutes } from './designer-info-routes';
import { registerDraftRoutes } from './draft-routes';
import { registerLayoutRoutes } from './layout-routes';
import { registerPathTestRoutes } from './path-test-routes';
import { registerPublishRoutes } from './publish-routes';
import { registerTreeCopyRoutes } from './tree-copy-routes';
import { registerVersionRoutes } from './version-routes';

/**
 * What the service has no place for: IVR drafts, published versions, canvas layout, saved path tests, the
 * publish journal.
 */
export async function registerIvrDesignerApi(api: FastifyInstance): Promise<void> {
  const designer = createDesignerContext(api);
  await registerDraftRoutes(api, designer);
  registerLayoutRoutes(api, designer);
  registerPathTestRoutes(api, designer);
  registerPublishRoutes(api, designer);
  registerVersionRoutes(api, designer);
  registerTreeCopyRoutes(api, designer);
  registerDesignerInfoRoutes(api, designer);
}
