import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { objectId } from '@/core/api/field-rules';
import { sessionOf } from '../plugins/authentication';
import type { ServiceClients } from '../upstream/service-clients';
import type { ContactCenterClient } from '../upstream/contact-center-client';
import { DraftDocStore, type EditAuthor } from './live/draft-doc-store';
import { DraftDocs } from './live/draft-docs';
import { DraftRooms } from './live/draft-rooms';
import { PostgresFanout } from './live/live-fanout';
import { LiveSessions } from './live/live-sessions';
import { liveMenu } from './live-menu';
import { PathTestStore } from './path-test-store';
import { PublishLauncher } from './publish-launcher';
import { PublishRunner } from './publish-runner';
import { PublishStore } from './publish-store';
import { VersionStore } from './version-store';

/** A running publish renews its lease every third of this; a stopped instance's publish fails after it. */
export const PUBLISH_LEASE_MS = 15_000;
/** A draft's room stays loaded this long after its last editor left (a reload finds it warm). */
export const ROOM_GRACE_MS = z.coerce
  .number()
  .int()
  .min(0)
  .max(3_600_000)
  .parse(process.env.IVR_ROOM_GRACE_MS ?? 30_000);

/** The designer's stores and publish machinery, built once per app and shared by its route files. */
export type DesignerContext = {
  /** The drafts (shared Yjs documents): what routes read and change them through. */
  draftDocs: DraftDocs;
  rooms: DraftRooms;
  liveSessions: LiveSessions;
  pathTests: PathTestStore;
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
  const versions = new VersionStore(appDb.db, now);
  const publishes = new PublishStore(appDb.db, now, ownerId, PUBLISH_LEASE_MS);
  const warn = (message: string, detail?: Record<string, unknown>) => api.log.warn(detail ?? {}, message);
  const error = (message: string, err?: unknown) => api.log.error({ err }, message);
  const draftStore = new DraftDocStore(appDb.db, appDb.engine, now);
  const fanout =
    appDb.engine === 'postgres' && appDb.listener
      ? new PostgresFanout(appDb.db, appDb.listener, appDb.schema ?? 'public', ownerId, error)
      : null;
  const readLive = (treeId: string) => liveMenu(service.contactCenter, treeId);
  const rooms = new DraftRooms({
    store: draftStore,
    fanout,
    liveMenu: readLive,
    now,
    graceMs: ROOM_GRACE_MS,
    log: warn,
  });
  const draftDocs = new DraftDocs(rooms, draftStore, readLive, fanout !== null);
  const liveSessions = new LiveSessions(appDb.db, now, error);
  const runner = new PublishRunner({
    store: publishes,
    versions,
    draftDocs,
    service: service.contactCenter,
    leaseMs: PUBLISH_LEASE_MS,
    log: (message, err) => api.log.error({ err }, message),
  });
  api.addHook('onReady', () => rooms.start());
  // Before the database and the service connections close: runs stop after their call in flight.
  api.addHook('preClose', () => runner.stop());
  // Edits already received are stored before the database closes.
  api.addHook('onClose', async () => {
    liveSessions.stop();
    await rooms.closeAll();
  });
  return {
    draftDocs,
    rooms,
    liveSessions,
    pathTests: new PathTestStore(appDb.db, now),
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

export type SignedInUser = EditAuthor & { username: string };

/** The signed-in person, as drafts name them. */
export function userOf(request: FastifyRequest): SignedInUser {
  const { user } = sessionOf(request);
  return { id: user.id, username: user.username, displayName: user.display_name };
}
