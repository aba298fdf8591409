import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/**
 * The time all service calls made for one BFF request share: every try, backoff and call, but not the
 * waits for the service's rate budget (`waitedMs`), which are accounted apart.
 */
export type RequestDeadline = {
  startedAt: number;
  deadlineMs: number;
  /** Time spent waiting for the rate budget; it does not count against the deadline. */
  waitedMs: number;
  /** False once the request has been answered: work it left running keeps its own per-call deadline. */
  open: boolean;
};

/** A person's request to the console waits this long for the service, all its calls together. */
export const DEFAULT_REQUEST_DEADLINE_MS = 12_000;

const deadlines = new AsyncLocalStorage<RequestDeadline>();

/** The deadline of the request being served, if any and still open. */
export function currentDeadline(): RequestDeadline | undefined {
  const deadline = deadlines.getStore();
  return deadline?.open ? deadline : undefined;
}

export const newDeadline = (deadlineMs: number): RequestDeadline => ({
  startedAt: Date.now(),
  deadlineMs,
  waitedMs: 0,
  open: true,
});

/** What is left of `deadline`, in ms (negative once passed). */
export const leftOf = (deadline: RequestDeadline): number =>
  deadline.deadlineMs - (Date.now() - deadline.startedAt - deadline.waitedMs);

/** Runs `work` (and the service calls it makes) under a deadline of its own, e.g. a reconciliation's reads. */
export function withDeadline<T>(deadlineMs: number, work: () => Promise<T>): Promise<T> {
  return deadlines.run(newDeadline(deadlineMs), work);
}

/** Runs `work` outside any request's deadline: background work a request starts but does not wait for. */
export function detached<T>(work: () => T): T {
  return deadlines.exit(work);
}

declare module 'fastify' {
  interface FastifyRequest {
    serviceDeadline?: RequestDeadline;
  }
}

/**
 * Gives every request one deadline for its service calls, entered in onRequest as fastify's
 * request-context plugin does it (`run(store, done)`), so every await of the handler sees it.
 */
export function registerRequestDeadlines(app: FastifyInstance, deadlineMs: number): void {
  app.addHook('onRequest', (request, _reply, done) => {
    // A WebSocket lives on after its upgrade: what it does later keeps the per-call deadlines.
    if (request.headers.upgrade) return done();
    const deadline = newDeadline(deadlineMs);
    request.serviceDeadline = deadline;
    deadlines.run(deadline, done);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    if (request.serviceDeadline) request.serviceDeadline.open = false;
    done();
  });
}
