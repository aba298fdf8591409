import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { SignInLimits, UpstreamTarget } from '../config';
import type { TrustProxy } from '../proxy-settings';
import type { AppDb } from '../db/database';
import { prepareDummyHash } from './auth/passwords';
import { SessionManager } from './auth/session-manager';
import { SignInGuard } from './auth/sign-in-guard';
import { registerCompression } from './plugins/compression';
import { registerBoardRoutes } from './board/board-routes';
import type { BoardSettings } from './board/board-settings';
import { registerBoard } from './board/register-board';
import { installAuthentication } from './plugins/authentication';
import { installErrorHandler } from './plugins/error-handler';
import { guardPathIds, ROUTER_MAX_PARAM_LENGTH, routerErrorsAsProblems } from './plugins/path-ids';
import { guardPublicHosts } from './plugins/public-hosts';
import { registerSecurityHeaders } from './plugins/security-headers';
import { decorateServices, type BffServices } from './plugins/services';
import { registerSpa } from './plugins/spa';
import { fastifyTrustProxy } from './plugins/trusted-proxy';
import { AuditLog } from './repositories/audit-log';
import { AuditQueryRepository } from './repositories/audit-query';
import { GreetingCopiesRepository } from './repositories/greeting-copies';
import { SessionsRepository } from './repositories/sessions';
import { UserAdminRepository } from './repositories/user-admin';
import { UsersRepository } from './repositories/users';
import { registerAuthRoutes } from './routes/auth';
import { registerHealthRoutes } from './routes/health';
import { registerProbeRoutes } from './routes/probes';
import { registerResourceRoutes } from './routes/resource-routes';
import { ReadModel } from './read-model/read-model';
import { readModelScope } from './read-model/read-model-scope';
import type { ReadModelSettings } from './read-model/read-model-settings';
import { registerReadModel } from './read-model/register-read-model';
import { withWriteThrough } from './read-model/write-through';
import { registerJobRunner } from './startup/job-runner';
import { OneLineRequestLog } from './startup/request-log';
import { registerOpenApi } from './plugins/openapi';
import { databaseRateLimitStore } from './rate-limit/database-store';
import { MemoryWindowCounters, type WindowCounters } from './rate-limit/memory-counters';
import { ensureRateLimitTable, rateLimitDb } from './rate-limit/rate-limit-table';
import { SharedRateLimitCounters } from './rate-limit/shared-counters';
import { registerServiceDelayReporting } from './upstream/budget/service-delay';
import { DEFAULT_REQUEST_DEADLINE_MS, registerRequestDeadlines } from './upstream/request-deadline';
import { createServiceClients } from './upstream/service-clients';

const JSON_BODY_LIMIT_BYTES = 1_048_576;

const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  failuresPerIpPerMinute: 30,
  failuresPerUsernamePerMinute: 50,
  hashConcurrency: 2,
  hashWaitMs: 5000,
};

export type BuildAppOptions = {
  /** An open, migrated app database; the caller closes it. */
  appDb: AppDb;
  upstream: UpstreamTarget;
  session: { idleMinutes: number; absoluteHours: number };
  /** Sign-in attempts per client IP and username per minute (default 10). */
  loginRateLimitPerMinute?: number;
  /** Requests to /api per session, or per client IP without one, per minute (default 600). */
  apiRateLimitPerMinute?: number;
  /** Failed sign-ins per IP and per username, and the password-hashing cap (defaults as in config.ts). */
  signInLimits?: Partial<SignInLimits>;
  /** Directory of the built SPA; served when it holds an index.html. */
  staticDir?: string | null;
  /** Honour X-Forwarded-* (client IP, https, host) from these proxies; `true` is one hop. */
  trustProxy?: TrustProxy | true;
  /** Host names (`host[:port]`) the console answers for; others get 421 (probes excepted). */
  publicHosts?: readonly string[];
  logger?: FastifyServerOptions['logger'];
  /** Injectable clock, so tests can move time forward. */
  now?: () => Date;
  /** The live board's polling and streaming, over what the environment says (tests shrink the times). */
  board?: Partial<BoardSettings>;
  /** The read model's refresher, over what the environment says (tests turn it off or shrink the times). */
  readModel?: Partial<ReadModelSettings>;
  /** How long all the service calls of one request may take together (default 12 s; tests shrink it). */
  serviceDeadlineMs?: number;
};

/**
 * The BFF, in layers: external plugins (security headers, compression, cookies, rate limits), app plugins (services,
 * error handling), then the /api routes behind one authentication + CSRF hook, then the SPA.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new OneLineRequestLog(),
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    // JSON bodies; upload routes set their own, larger limit.
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: ROUTER_MAX_PARAM_LENGTH },
    frameworkErrors: routerErrorsAsProblems,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await registerSecurityHeaders(app);
  guardPublicHosts(app, options.publicHosts ?? []);
  guardPathIds(app);
  await registerCompression(app);
  await app.register(cookie);
  const counters = await registerRateLimits(app, options);
  const signInGuard = new SignInGuard(counters, { ...DEFAULT_SIGN_IN_LIMITS, ...options.signInLimits });

  const services = createServices(options, (message, error) => app.log.error({ err: error }, message));
  decorateServices(app, services);
  registerJobRunner(app);
  registerBoard(app, options.board);
  app.addHook('onClose', async () => {
    await services.service.http.close();
  });
  app.addHook('onReady', async () => {
    await prepareDummyHash();
    await services.service.prepare();
  });
  registerReadModel(app, options.readModel);
  registerServiceDelayReporting(app);
  registerRequestDeadlines(app, options.serviceDeadlineMs ?? DEFAULT_REQUEST_DEADLINE_MS);
  installErrorHandler(app);
  await registerOpenApi(app);
  registerProbeRoutes(app);

  await app.register(
    async (api) => {
      installAuthentication(api, { apiRateLimitPerMinute: options.apiRateLimitPerMinute ?? 600 });
      registerHealthRoutes(api);
      registerAuthRoutes(api, {
        loginRateLimitPerMinute: options.loginRateLimitPerMinute ?? 10,
        signInGuard,
      });
      await registerResourceRoutes(api);
      registerBoardRoutes(api, app.board);
    },
    { prefix: '/api' },
  );

  await registerSpa(app, options.staticDir ?? null);
  return app;
}

/**
 * Rate limits, and the counters of failed sign-ins. On PostgreSQL — the several-instances setup — they are counted in the app database, so
 * that they hold across every instance behind the load balancer. The database was chosen over Redis: the
 * app already depends on it, a counter is one upsert (one round trip, like the session lookup every
 * request already makes), and there is one fewer service to run and secure. On SQLite there is only one
 * instance, so the counters stay in its memory and cost nothing.
 */
async function registerRateLimits(app: FastifyInstance, options: BuildAppOptions): Promise<WindowCounters> {
  if (options.appDb.engine === 'sqlite') {
    await app.register(rateLimit, { global: false });
    return new MemoryWindowCounters(options.now ?? (() => new Date()));
  }
  const counters = new SharedRateLimitCounters(rateLimitDb(options.appDb), options.now ?? (() => new Date()));
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(counters) });
  app.addHook('onReady', async () => {
    await ensureRateLimitTable(options.appDb);
    counters.startSweeping();
  });
  app.addHook('onClose', async () => counters.stopSweeping());
  return counters;
}

function createServices(
  options: BuildAppOptions,
  log: (message: string, error: unknown) => void,
): BffServices {
  const now = options.now ?? (() => new Date());
  const { db } = options.appDb;
  const policy = {
    idleMs: options.session.idleMinutes * 60_000,
    absoluteMs: options.session.absoluteHours * 3_600_000,
  };
  const service = createServiceClients(options.upstream, options.appDb);
  const readModel = new ReadModel({ db, scope: readModelScope(options.upstream), service, log });
  return {
    appDb: options.appDb,
    users: new UsersRepository(db, now),
    sessions: new SessionManager(new SessionsRepository(db), policy, now),
    audit: new AuditLog(db, now),
    auditQuery: new AuditQueryRepository(db),
    userAdmin: new UserAdminRepository(db, now, options.appDb.engine),
    greetingCopies: new GreetingCopiesRepository(db, now),
    upstream: options.upstream,
    service: withWriteThrough(service, readModel, log),
    readModel,
    now,
  };
}
