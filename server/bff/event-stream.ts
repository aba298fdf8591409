import type { FastifyInstance, FastifyReply } from 'fastify';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;

/** One open Server-Sent Events response; everything it started ends with it. */
export type EventStream = {
  readonly ended: boolean;
  /** Writes text already in the event-stream format (events, comments), unless the stream has ended. */
  write(text: string): void;
  /** Writes one named event with its data line. */
  event(name: string, data: string): void;
  /** Runs `task` every `ms` until the stream ends. */
  every(ms: number, task: () => void): void;
  /** Runs `task` once after `ms`, unless the stream has ended by then. */
  after(ms: number, task: () => void): void;
  /** Runs `cleanup` when the stream ends (the client went away, the route stopped it, the server closes). */
  onStop(cleanup: () => void): void;
  stop(): void;
};

/**
 * Server-Sent Events for the routes of `api`: `open(reply)` takes the response over, sends the stream's
 * headers (with those hooks set, such as the security headers), asks the browser to reconnect after 2 s and
 * keeps the stream alive with a heartbeat. Open streams would keep the server from closing: all are ended
 * before it closes.
 */
export function eventStreams(api: FastifyInstance): { open(reply: FastifyReply): EventStream } {
  const openStreams = new Set<EventStream>();
  api.addHook('preClose', async () => {
    for (const stream of openStreams) stream.stop();
  });
  return {
    open(reply) {
      const stream = startStream(reply, () => openStreams.delete(stream));
      openStreams.add(stream);
      return stream;
    },
  };
}

function startStream(reply: FastifyReply, forget: () => void): EventStream {
  reply.hijack();
  const out = reply.raw;
  out.writeHead(200, {
    ...definedHeaders(reply.getHeaders()),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  out.write('retry: 2000\n\n');

  const timers: NodeJS.Timeout[] = [];
  const cleanups: (() => void)[] = [];
  let stopped = false;
  const stream: EventStream = {
    get ended() {
      return out.writableEnded;
    },
    write(text) {
      if (!out.writableEnded) out.write(text);
    },
    event(name, data) {
      stream.write(`event: ${name}\ndata: ${data}\n\n`);
    },
    every(ms, task) {
      if (!stopped) timers.push(setInterval(task, ms));
    },
    after(ms, task) {
      if (!stopped) timers.push(setTimeout(task, ms));
    },
    onStop(cleanup) {
      if (stopped) cleanup();
      else cleanups.push(cleanup);
    },
    stop() {
      if (stopped) return;
      stopped = true;
      forget();
      cleanups.forEach((cleanup) => cleanup());
      timers.forEach(clearTimeout);
      if (!out.writableEnded) out.end();
    },
  };
  // The response's close fires when the browser goes away (a reload, a closed tab) as well as after the end.
  out.on('close', () => stream.stop());
  stream.every(HEARTBEAT_MS, () => stream.write(': keep-alive\n\n'));
  return stream;
}

/** Headers hooks have set on the reply (security headers), which a hijacked reply must send itself. */
function definedHeaders(headers: Record<string, string | number | string[] | undefined>) {
  return Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== undefined)) as Record<
    string,
    string | number | string[]
  >;
}
