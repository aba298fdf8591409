import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { R } from './result-codes';

/** What the sandbox does wrong on purpose, for tests of clients that must survive a bad service. */
export const faultSettingsSchema = z
  .object({
    latencyMs: z.number().int().min(0).max(60_000).default(0),
    errorRate: z.number().min(0).max(1).default(0),
    /** Answer every matching request with this HTTP status (e.g. 503, or 429 with Retry-After). */
    forcedStatus: z.number().int().min(400).max(599).nullable().default(null),
    retryAfterSeconds: z.number().int().min(0).max(3600).nullable().default(null),
    /** Share of matching requests whose connection is destroyed without an answer. */
    dropRate: z.number().min(0).max(1).default(0),
    methods: z.array(z.enum(['GET', 'POST', 'PUT', 'DELETE'])).default([]),
    pathContains: z.string().default(''),
    /** How many matching requests the fault applies to before it clears itself; null = until reset. */
    remaining: z.number().int().min(1).nullable().default(null),
  })
  .strict();

export type FaultSettings = z.infer<typeof faultSettingsSchema>;

export const noFaults = (): FaultSettings => faultSettingsSchema.parse({});

export class FaultInjector {
  private settings: FaultSettings;

  constructor(initial: Partial<FaultSettings> = {}) {
    this.settings = faultSettingsSchema.parse(initial);
  }

  get current(): FaultSettings {
    return this.settings;
  }

  set(settings: FaultSettings): void {
    this.settings = settings;
  }

  reset(): void {
    this.settings = noFaults();
  }

  private matches(request: FastifyRequest): boolean {
    const { methods, pathContains } = this.settings;
    if (methods.length > 0 && !methods.includes(request.method as FaultSettings['methods'][number]))
      return false;
    return pathContains === '' || request.url.includes(pathContains);
  }

  private consume(): void {
    if (this.settings.remaining === null) return;
    this.settings.remaining -= 1;
    if (this.settings.remaining <= 0) this.reset();
  }

  /** Runs before a service route; returns true when it has answered (or dropped) the request itself. */
  async apply(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (!this.matches(request)) return false;
    const { latencyMs, errorRate, forcedStatus, retryAfterSeconds, dropRate } = this.settings;
    const active = latencyMs > 0 || errorRate > 0 || forcedStatus !== null || dropRate > 0;
    if (!active) return false;
    this.consume();
    if (latencyMs > 0) await sleep(latencyMs);
    if (dropRate > 0 && Math.random() < dropRate) {
      request.raw.socket.destroy();
      return true;
    }
    const status = forcedStatus ?? (errorRate > 0 && Math.random() < errorRate ? 500 : null);
    if (status === null) return false;
    if (retryAfterSeconds !== null) void reply.header('retry-after', String(retryAfterSeconds));
    await reply.code(status).send({ r: R.INJECTED_FAULT, message: `Injected fault: HTTP ${status}` });
    return true;
  }
}
