import { PassThrough } from 'node:stream';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression } from '../plugins/compression';

/**
 * What the on-the-fly compression must leave alone, on a bare Fastify with the BFF's compression plugin:
 * an event stream (a compressor would hold events back) and a WebSocket route (an upgrade must not be
 * wrapped). The real import-progress stream is checked in jobs/campaign-import.test.ts.
 */
const bigJson = { rows: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Nhóm hỗ trợ ${i}` })) };
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await registerCompression(app);
  app.get('/plain', async () => bigJson);
  // As @fastify/websocket marks its routes; such a route answers a plain GET like any other.
  app.route({ method: 'GET', url: '/socket', websocket: true, handler: async () => bigJson } as RouteOptions);
  app.get('/events', (_request, reply) => {
    const stream = new PassThrough();
    void reply.type('text/event-stream; charset=utf-8').send(stream);
    stream.write(`event: progress\ndata: ${JSON.stringify(bigJson)}\n\n`);
    stream.end('event: end\ndata: {}\n\n');
  });
  await app.ready();
});
afterAll(async () => app.close());

const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });

describe('on-the-fly compression', () => {
  it('compresses a large JSON answer (the control)', async () => {
    const answer = await get('/plain');
    expect(answer.headers['content-encoding']).toBe('br');
  });

  it('leaves a route marked websocket alone', async () => {
    const answer = await get('/socket');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.json()).toEqual(bigJson);
  });

  it('never compresses an event stream', async () => {
    const answer = await get('/events');
    expect(answer.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toContain('event: progress\ndata: {"rows":[');
    expect(answer.body).toContain('event: end');
  });
});
