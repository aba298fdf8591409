import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { SANDBOX_API_PREFIX, SANDBOX_BASE_PREFIX } from '../service-api/surfaces';
import { tokenOf, verifyServiceToken } from './auth';
import type { SandboxConfig } from './config';
import { openSandboxDb } from './db/database';
import type { SandboxDeps } from './deps';
import { FaultInjector } from './faults';
import { SandboxRateLimiter } from './rate-limiter';
import { R, SandboxError } from './result-codes';
import { registerApiRoutes } from './routes/api/index';
import { registerBaseRoutes } from './routes/base/index';
import { registerSandboxAdminRoutes } from './routes/sandbox-admin';
import { ensureCampaigns } from './seed/campaigns';
import { seedIfEmpty } from './seed/index';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The text field this endpoint's answers carry: `message` (default) or `msg`. */
    messageKey?: 'message' | 'msg';
  }
}

export type Sandbox = { app: FastifyInstance; deps: SandboxDeps };

export type BuildSandboxOptions = { config: SandboxConfig; logger?: boolean; seed?: boolean };

/** Builds the sandbox: both surfaces of the service on one Fastify instance, over one SQLite store. */
export async function buildSandbox({
  config,
  logger = false,
  seed = true,
}: BuildSandboxOptions): Promise<Sandbox> {
  const store = openSandboxDb(config.dbPath);
  const deps: SandboxDeps = {
    ...store,
    config,
    faults: new FaultInjector(config.faults),
    rateLimits: new SandboxRateLimiter(config.rateLimits),
  };
  const app = Fastify({ logger, bodyLimit: 20 * 1024 * 1024 });

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, parseJsonBody);
  // Greeting uploads send raw audio (simple) or multipart; routes read these bodies themselves.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  app.setErrorHandler(answerError);
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      r: R.NO_SUCH_PATH,
      message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}`,
    }),
  );
  app.addHook('onClose', async () => {
    await deps.db.destroy();
  });

  const authenticate = async (request: FastifyRequest, reply: FastifyReply) => {
    if (await deps.faults.apply(request, reply)) return reply;
    await verifyServiceToken(tokenOf(request), [{ sid: config.apiKeySid, secret: config.apiKeySecret }]);
    // Counted once the caller is known: the sandbox's one project is the caller's.
    if (await deps.rateLimits.apply(request, reply, config.projectId)) return reply;
  };

  await app.register(
    async (scope) => {
      scope.addHook('onRequest', authenticate);
      registerBaseRoutes(scope, deps);
    },
    { prefix: SANDBOX_BASE_PREFIX },
  );
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', authenticate);
      registerApiRoutes(scope, deps);
    },
    { prefix: SANDBOX_API_PREFIX },
  );
  await app.register(async (scope) => registerSandboxAdminRoutes(scope, deps), { prefix: '/__sandbox' });

  await ensureCampaigns(deps);
  if (seed) await seedIfEmpty(deps);
  return { app, deps };
}

function parseJsonBody(
  _request: FastifyRequest,
  body: string | Buffer,
  done: (err: Error | null, value?: unknown) => void,
) {
  const text = body.toString();
  if (text.trim() === '') return done(null, {});
  try {
    done(null, JSON.parse(text));
  } catch {
    done(new SandboxError(R.INVALID, 'Invalid JSON body', 400));
  }
}

function answerError(error: FastifyError | SandboxError, request: FastifyRequest, reply: FastifyReply) {
  const key = request.routeOptions.config?.messageKey ?? 'message';
  if (error instanceof SandboxError) {
    return reply.code(error.status).send({ r: error.r, [key]: error.message, ...error.extra });
  }
  const status = error.statusCode ?? 500;
  if (status < 500) return reply.code(status).send({ r: R.INVALID, [key]: error.message });
  request.log.error(error);
  return reply.code(500).send({ r: R.INTERNAL, [key]: 'Internal error' });
}
