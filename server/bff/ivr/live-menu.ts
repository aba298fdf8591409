import { menuOfGraph, type IvrMenu } from '@/core/ivr/ivr-menu';
import { loadIvrGraph } from '../routes/contact-center/ivr-graph';
import type { ContactCenterClient } from '../upstream/contact-center-client';

/** The tree as callers hear it now (404 when the service does not know the tree). */
export async function liveMenu(service: ContactCenterClient, treeId: string): Promise<IvrMenu> {
  return menuOfGraph(await loadIvrGraph(service, treeId));
}
