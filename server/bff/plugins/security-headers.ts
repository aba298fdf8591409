import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * A CSP that lets the built SPA run and nothing else: scripts only from our own files (no inline, no
 * eval). Styles alone allow 'unsafe-inline', because Mantine injects <style> elements at run time (its
 * CSS variables, responsive style props); style attributes set from React go through the CSSOM, which
 * CSP does not restrict. A nonce would mean rendering index.html per request. blob: serves audio
 * previews and workers.
 *
 * helmet's middleware is built once here: @fastify/helmet builds it anew for every request (parsing the
 * CSP directives each time), which cost a few percent of the BFF's CPU on a list call.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  const applyHelmet = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    // Sent below, and only over https: over plain http it means nothing and would mislead.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    applyHelmet(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    );
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`);
    }
    // API answers and probes are personal or momentary: never kept by a browser or a shared cache.
    if (isUncacheable(request)) reply.header('cache-control', 'no-store');
  });
}

function isUncacheable(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0]!;
  return path === '/api' || path.startsWith('/api/') || path === '/healthz' || path === '/readyz';
}
