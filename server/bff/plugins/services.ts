import type { FastifyInstance } from 'fastify';
import type { UpstreamTarget } from '../../config';
import type { AppDb } from '../../db/database';
import type { SessionManager } from '../auth/session-manager';
import type { ReadModel } from '../read-model/read-model';
import type { AuditLog } from '../repositories/audit-log';
import type { AuditQueryRepository } from '../repositories/audit-query';
import type { GreetingCopiesRepository } from '../repositories/greeting-copies';
import type { UserAdminRepository } from '../repositories/user-admin';
import type { UsersRepository } from '../repositories/users';
import type { ServiceClients } from '../upstream/service-clients';

/**
 * What routes and hooks use, built once per app over one database (app.ts, createServices): routes take
 * their repositories from here and never create one.
 */
export type BffServices = {
  appDb: AppDb;
  users: UsersRepository;
  sessions: SessionManager;
  audit: AuditLog;
  auditQuery: AuditQueryRepository;
  userAdmin: UserAdminRepository;
  greetingCopies: GreetingCopiesRepository;
  upstream: UpstreamTarget;
  /** The typed, normalizing clients of the contact-center service (writes also keep the read model). */
  service: ServiceClients;
  /** The copy of the service's configuration that lists, overviews and exports read from. */
  readModel: ReadModel;
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
