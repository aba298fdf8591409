import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { objectId } from '../../../src/core/api/field-rules';
import { sessionOf } from '../plugins/authentication';
import type { ServiceClients } from '../upstream/service-clients';
import type { ContactCenterClient } from '../upstream/contact-center-client';
import { DraftStore, type Author } from './draft-store';
import { LayoutStore } from './layout-store';
import { PathTestStore } from './path-test-store';
import { PresenceStore, type PresentUser } from './presence-store';
import { PublishLauncher } from './publish-launcher';
import { PublishRunner } from './publish-runner';
import { PublishStore } from './publish-store';
import { VersionStore } from './version-store';

/** A running publish renews its lease every third of this; a stopped instance's publish fails after it. */
export const PUBLISH_LEASE_MS = 15_000;

/** The designer's stores and publish machinery, built once per app and shared by its route files. */
export type DesignerContext = {
  drafts: DraftStore;
  layouts: LayoutStore;
  pathTests: PathTestStore;
  presence: PresenceStore;
  versions: VersionStore;
  publishes: PublishStore;
  launcher: PublishLauncher;
  service: ContactCenterClient;
  clients: ServiceClients;
  now: () => Date;
};

export function createDesignerContext(api: FastifyInstance): DesignerContext {
  const { appDb, now, service } = api.services;
  const ownerId = `${hostname()}/${process.pid}/${randomBytes(4).toString('hex')}`;
  const drafts = new DraftStore(appDb.db, now);
  const layouts = new LayoutStore(appDb.db, now);
  const versions = new VersionStore(appDb.db, now);
  const publishes = new PublishStore(appDb.db, now, ownerId, PUBLISH_LEASE_MS);
  const runner = new PublishRunner({
    store: publishes,
    versions,
    drafts,
    layouts,
    service: service.contactCenter,
    leaseMs: PUBLISH_LEASE_MS,
    log: (message, error) => api.log.error({ err: error }, message),
  });
  // Before the database and the service connections close: runs stop after their call in flight.
  api.addHook('preClose', () => runner.stop());
  return {
    drafts,
    layouts,
    pathTests: new PathTestStore(appDb.db, now),
    presence: new PresenceStore(appDb.db, now),
    versions,
    publishes,
    launcher: new PublishLauncher(publishes, runner, service),
    service: service.contactCenter,
    clients: service,
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
