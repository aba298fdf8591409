import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PROBLEM_CONTENT_TYPE, problem } from '../problem';

/**
 * Serves the built SPA when `staticDir` holds one (after `vite build`); in development Vite serves it.
 * Hashed files under /assets/ are cached for good; everything else is revalidated. The build writes a
 * brotli and a gzip copy beside each compressible asset (x.js.br, x.js.gz): a browser that accepts one
 * gets it with its Content-Encoding, its own Content-Length and `Vary: accept-encoding`, and one that
 * accepts neither gets the file itself. What has no such copy (index.html) is compressed on the fly.
 */
export async function registerSpa(app: FastifyInstance, staticDir: string | null): Promise<void> {
  const root = staticDir ? resolve(staticDir) : null;
  const enabled = root !== null && hasBuiltSpa(root);
  if (enabled) {
    await app.register(fastifyStatic, {
      root,
      preCompressed: true,
      setHeaders: (reply, path) => {
        const immutable = path.startsWith(join(root, 'assets'));
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) =>
    enabled && wantsPage(request) ? sendIndex(reply) : answerNotFound(request, reply),
  );
}

export const hasBuiltSpa = (staticDir: string | null) =>
  staticDir !== null && existsSync(join(staticDir, 'index.html'));

/** A browser navigating to a client-side route (not /api) gets the SPA, which then routes itself. */
function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isApiPath(request.url)) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

function sendIndex(reply: FastifyReply) {
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}

function answerNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0];
  return reply
    .code(404)
    .type(PROBLEM_CONTENT_TYPE)
    .send(problem(404, 'Not Found', `No such resource: ${request.method} ${path}`));
}

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
