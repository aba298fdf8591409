import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { UpstreamTarget } from '../config';
import type { AppDb } from '../db/database';
import { prepareDummyHash } from './auth/passwords';
import { SessionManager } from './auth/session-manager';
import { installAuthentication } from './plugins/authentication';
import { installErrorHandler } from './plugins/error-handler';
import { registerSecurityHeaders } from './plugins/security-headers';
import { decorateServices, type BffServices } from './plugins/services';
import { registerSpa } from './plugins/spa';
import { AuditLog } from './repositories/audit-log';
import { SessionsRepository } from './repositories/sessions';
import { UsersRepository } from './repositories/users';
import { registerAuthRoutes } from './routes/auth';
import { registerHealthRoutes } from './routes/health';
import { registerProbeRoutes } from './routes/probes';
import { registerResourceRoutes } from './routes/resource-routes';
import { registerJobRunner } from './startup/job-runner';
import { OneLineRequestLog } from './startup/request-log';
import { registerOpenApi } from './plugins/openapi';
import { databaseRateLimitStore } from './rate-limit/database-store';
import { ensureRateLimitTable, rateLimitDb } from './rate-limit/rate-limit-table';
import { SharedRateLimitCounters } from './rate-limit/shared-counters';
import { createServiceClients } from './upstream/service-clients';

const JSON_BODY_LIMIT_BYTES = 1_048_576;

export type BuildAppOptions = {
  /** An open, migrated app database; the caller closes it. */
  appDb: AppDb;
  upstream: UpstreamTarget;
  session: { idleMinutes: number; absoluteHours: number };
  /** Sign-in attempts per client IP and username per minute (default 10). */
  loginRateLimitPerMinute?: number;
  /** Requests to /api per session, or per client IP without one, per minute (default 600). */
  apiRateLimitPerMinute?: number;
  /** Directory of the built SPA; served when it holds an index.html. */
  staticDir?: string | null;
  /** Honour X-Forwarded-* (client IP, https) from a reverse proxy in front of us. */
  trustProxy?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Injectable clock, so tests can move time forward. */
  now?: () => Date;
};

/**
 * The BFF, in layers: external plugins (security headers, cookies, rate limits), app plugins (services,
 * error handling), then the /api routes behind one authentication + CSRF hook, then the SPA.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new OneLineRequestLog(),
    trustProxy: options.trustProxy ?? false,
    // JSON bodies; upload routes set their own, larger limit.
    bodyLimit: JSON_BODY_LIMIT_BYTES,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await registerSecurityHeaders(app);
  await app.register(cookie);
  await registerRateLimits(app, options);

  const services = createServices(options);
  decorateServices(app, services);
  registerJobRunner(app);
  app.addHook('onClose', async () => {
    await services.service.http.close();
  });
  app.addHook('onReady', async () => {
    await prepareDummyHash();
  });
  installErrorHandler(app);
  await registerOpenApi(app);
  registerProbeRoutes(app);

  await app.register(
    async (api) => {
      installAuthentication(api, { apiRateLimitPerMinute: options.apiRateLimitPerMinute ?? 600 });
      registerHealthRoutes(api);
      registerAuthRoutes(api, { loginRateLimitPerMinute: options.loginRateLimitPerMinute ?? 10 });
      await registerResourceRoutes(api);
    },
    { prefix: '/api' },
  );

  await registerSpa(app, options.staticDir ?? null);
  return app;
}

/**
 * Rate limits. On PostgreSQL — the several-instances setup — they are counted in the app database, so
 * that they hold across every instance behind the load balancer. The database was chosen over Redis: the
 * app already depends on it, a counter is one upsert (one round trip, like the session lookup every
 * request already makes), and there is one fewer service to run and secure. On SQLite there is only one
 * instance, so the counters stay in its memory and cost nothing.
 */
async function registerRateLimits(app: FastifyInstance, options: BuildAppOptions) {
  if (options.appDb.engine === 'sqlite') {
    await app.register(rateLimit, { global: false });
    return;
  }
  const counters = new SharedRateLimitCounters(rateLimitDb(options.appDb), options.now ?? (() => new Date()));
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(counters) });
  app.addHook('onReady', async () => {
    await ensureRateLimitTable(options.appDb);
    counters.startSweeping();
  });
  app.addHook('onClose', async () => counters.stopSweeping());
}

function createServices(options: BuildAppOptions): BffServices {
  const now = options.now ?? (() => new Date());
  const { db } = options.appDb;
  const policy = {
    idleMs: options.session.idleMinutes * 60_000,
    absoluteMs: options.session.absoluteHours * 3_600_000,
  };
  return {
    appDb: options.appDb,
    users: new UsersRepository(db, now),
    sessions: new SessionManager(new SessionsRepository(db), policy, now),
    audit: new AuditLog(db, now),
    upstream: options.upstream,
    service: createServiceClients(options.upstream),
    now,
  };
}
