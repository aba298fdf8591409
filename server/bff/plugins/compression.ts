import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smaller answers gain little from compression and still cost a compressor's set-up. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * On-the-fly compression of what is not compressed at build time: index.html and API JSON above the
 * threshold (brotli at a quality cheap enough per request, else gzip). Hashed assets are served from the
 * .br/.gz files the build writes (see spa.ts), and an answer that already has a Content-Encoding passes
 * through untouched.
 *
 * Streams stay as they are: Server-Sent Events are not of a compressible type here (a compressor would
 * hold events back until its buffer fills), and the import-progress stream takes over its reply anyway.
 * A route marked `websocket: true` (as @fastify/websocket does) or `compress: false` is left out, so an
 * upgrade is never wrapped. Must be registered before the routes, which it hooks as they are added.
 */
export async function registerCompression(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if ((route as { websocket?: unknown }).websocket === true) route.compress = false;
  });
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: isCompressibleType,
    // Request bodies are left as they come: the console never compresses what it sends.
    globalDecompression: false,
  });
}

/** Text, JSON (problem+json too), JavaScript, SVG and XML; never an event stream. */
export function isCompressibleType(contentType: string): boolean {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'text/event-stream') return false;
  return (
    type.startsWith('text/') ||
    type === 'application/javascript' ||
    type === 'image/svg+xml' ||
    /[/+](json|xml)$/.test(type)
  );
}
