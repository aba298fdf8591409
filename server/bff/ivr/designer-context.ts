import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { objectId } from '../../../src/core/api/field-rules';
import { menuOfGraph, type IvrMenu } from '../../../src/core/ivr/ivr-menu';
import { sessionOf } from '../plugins/authentication';
import { loadIvrGraph } from '../routes/contact-center/ivr-graph';
import type { ContactCenterClient } from '../upstream/contact-center-client';
import { DraftStore, type Author } from './draft-store';
import { LayoutStore } from './layout-store';
import { PresenceStore, type PresentUser } from './presence-store';

/** The designer's stores, built once over the app database and shared by its route files. */
export type DesignerContext = {
  drafts: DraftStore;
  layouts: LayoutStore;
  presence: PresenceStore;
  service: ContactCenterClient;
  now: () => Date;
};

export function createDesignerContext(api: FastifyInstance): DesignerContext {
  const { appDb, now, service } = api.services;
  return {
    drafts: new DraftStore(appDb.db, now),
    layouts: new LayoutStore(appDb.db, now),
    presence: new PresenceStore(appDb.db, now),
    service: service.contactCenter,
    now,
  };
}

export const designerTags = ['IVR designer'];
export const treeParams = z.object({ treeId: objectId('Tree') });

/** The signed-in person, as drafts and presence name them. */
export function userOf(request: FastifyRequest): Author & PresentUser {
  const { user } = sessionOf(request);
  return { id: user.id, username: user.username, displayName: user.display_name };
}

/** The tree as callers hear it now (404 when the service does not know the tree). */
export async function liveMenu(service: ContactCenterClient, treeId: string): Promise<IvrMenu> {
  return menuOfGraph(await loadIvrGraph(service, treeId));
}
