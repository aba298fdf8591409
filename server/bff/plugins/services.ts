import type { FastifyInstance } from 'fastify';
import type { UpstreamTarget } from '../../config';
import type { AppDb } from '../../db/database';
import type { SessionManager } from '../auth/session-manager';
import type { AuditLog } from '../repositories/audit-log';
import type { UsersRepository } from '../repositories/users';
import type { ServiceClients } from '../upstream/service-clients';

/** What routes and hooks use, built once per app over one database. */
export type BffServices = {
  appDb: AppDb;
  users: UsersRepository;
  sessions: SessionManager;
  audit: AuditLog;
  upstream: UpstreamTarget;
  /** The typed, normalizing clients of the contact-center service. */
  service: ServiceClients;
  now: () => Date;
};

declare module 'fastify' {
  interface FastifyInstance {
    services: BffServices;
  }
}

export function decorateServices(app: FastifyInstance, services: BffServices) {
  app.decorate('services', services);
}
