import { request as httpRequest, type IncomingMessage } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { eventStreams, type EventStream } from '../event-stream';

/** The Server-Sent Events helper on a bare Fastify, over real HTTP. */
let app: FastifyInstance;
afterEach(async () => app.close());

async function serve(onOpen: (stream: EventStream) => void) {
  app = Fastify();
  const streams = eventStreams(app);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });
  app.get('/events', (_request, reply) => onOpen(streams.open(reply)));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  return new Promise<IncomingMessage>((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path: '/events' }, resolve).on('error', reject).end();
  });
}

const readAll = (response: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => (text += chunk));
    response.on('end', () => resolve(text));
  });

describe('event streams', () => {
  it('send the stream headers with those hooks set, the retry hint, then the events', async () => {
    let cleanedUp = 0;
    const response = await serve((stream) => {
      stream.onStop(() => (cleanedUp += 1));
      stream.event('progress', '{"done":1}');
      stream.stop();
      stream.write('event: late\ndata: {}\n\n');
      stream.stop();
    });
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-accel-buffering']).toBe('no');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(await readAll(response)).toBe('retry: 2000\n\nevent: progress\ndata: {"done":1}\n\n');
    expect(cleanedUp).toBe(1);
  });

  it('are ended, their timers and subscriptions with them, when the server closes', async () => {
    let ticks = 0;
    let cleanedUp = false;
    const response = await serve((stream) => {
      stream.every(5, () => (ticks += 1));
      stream.onStop(() => (cleanedUp = true));
    });
    const body = readAll(response);
    await new Promise((resolve) => setTimeout(resolve, 30));
    await app.close();
    expect(await body).toBe('retry: 2000\n\n');
    expect(cleanedUp).toBe(true);
    const ticksAtClose = ticks;
    expect(ticksAtClose).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(ticks).toBe(ticksAtClose);
  });
});
