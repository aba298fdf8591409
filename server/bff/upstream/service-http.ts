import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, request, type Dispatcher } from 'undici';
import type { z } from 'zod';
import { rateLimitGroupOf } from '../../service-api/rate-limits';
import { HttpProblem } from '../problem';
import type { ServiceBudget } from './budget/service-budget';
import { recordServiceDelay } from './budget/service-delay';
import {
  ServiceContractError,
  ServiceError,
  ServiceOutcomeUnknownError,
  ServiceRateLimitedError,
  unavailableAfter,
} from './errors';
import {
  DEFAULT_RETRY_POLICY,
  isRetryableStatus,
  neverReachedService,
  parseRetryAfter,
  retryDelayMs,
  type RetryPolicy,
} from './retry-policy';
import {
  currentDeadline,
  DEFAULT_REQUEST_DEADLINE_MS,
  leftOf,
  newDeadline,
  type RequestDeadline,
} from './request-deadline';
import { resourceUrl } from './resource-url';
import { UnsureCreates } from './unsure-creates';
import type { ServiceTokenCache } from './token-cache';

export type ServiceLocation = { baseUrl: string; apiUrl: string; authHeader: string };
export type ServiceTimeouts = { connectMs: number; headersMs: number; bodyMs: number };

/** A console waits seconds, not the 300 s undici would by default. */
export const DEFAULT_TIMEOUTS: ServiceTimeouts = { connectMs: 3_000, headersMs: 10_000, bodyMs: 30_000 };

/**
 * One call's whole time with the service outside a BFF request (a request's calls share the request's
 * deadline, request-deadline.ts) — every try and the waits between them, not the time spent queued for the
 * rate budget — before it is given up as unavailable: a hanging service costs 12 s, not three 10 s
 * timeouts and their backoffs.
 */
export const DEFAULT_DEADLINE_MS = DEFAULT_REQUEST_DEADLINE_MS;

type QueryValue = string | number | boolean | undefined | ReadonlyArray<string | number>;

export type ServiceRequest<S extends z.ZodType> = {
  /** Names the call in errors, e.g. `listAgents`. */
  operation: string;
  surface: 'base' | 'api';
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, QueryValue>;
  json?: unknown;
  raw?: { body: Uint8Array; contentType: string };
  schema: S;
  /** Non-zero result codes that are answers for this request, not refusals (e.g. campaign r=7). */
  acceptedResults?: readonly number[];
  /**
   * How long this call may wait for the service's rate budget (its queue, and 429s' Retry-After) before it
   * gives up with ServiceRateLimitedError; a person's request sets it, a background job waits as long as
   * it takes. Default: INTERACTIVE_BUDGET_WAIT_MS.
   */
  maxBudgetWaitMs?: number;
  /** Overrides the client's deadline for this call (a background job may wait longer). */
  deadlineMs?: number;
};

/** A person's request waits this long for the rate budget at most, then is told when to come back. */
export const INTERACTIVE_BUDGET_WAIT_MS = 8_000;

/** 429s in a row that one call rides out before it reports the service unavailable. */
const MAX_RATE_LIMITED_ANSWERS = 20;

export type ServiceHttpOptions = {
  location: ServiceLocation;
  tokens: ServiceTokenCache;
  timeouts?: ServiceTimeouts;
  retry?: RetryPolicy;
  /** The service's rate budget, shared by every caller (and instance); none = send at once. */
  budget?: ServiceBudget;
  /** DEFAULT_DEADLINE_MS unless given. */
  deadlineMs?: number;
  /** The memory of unsure creates: the app database's (shared by instances), else this instance's. */
  unsureCreates?: UnsureCreates;
};

type Attempt = { statusCode: number; headers: Record<string, string | string[] | undefined>; text: string };

/**
 * The one door to the service: waits for a place in the service's rate budget before each send, retries
 * what is safe to retry (GET/PUT/DELETE on 5xx/connection errors; POST only when it provably never arrived),
 * waits out a 429's Retry-After (telling every instance to hold off) and sends again — a 429 was not applied,
 * so even a POST is safe — re-mints the token once on a 401, turns a non-zero `r` into a ServiceError
 * (unless the request accepts that code) and parses every answer with its schema.
 */
export class ServiceHttp {
  private readonly dispatcher: Dispatcher;
  private readonly retry: RetryPolicy;
  private readonly timeouts: ServiceTimeouts;
  /** Attempts repeated after a failure: each waits a backoff, so bench:bff prints how many there were. */
  retries = 0;
  /** Creates whose answer was lost, so that sending one again first looks for it. */
  readonly unsureCreates: UnsureCreates;

  constructor(private readonly options: ServiceHttpOptions) {
    this.unsureCreates = options.unsureCreates ?? new UnsureCreates();
    const timeouts = options.timeouts ?? DEFAULT_TIMEOUTS;
    this.timeouts = timeouts;
    this.retry = options.retry ?? DEFAULT_RETRY_POLICY;
    this.dispatcher = new Agent({
      keepAliveTimeout: 10_000,
      connect: { timeout: timeouts.connectMs },
      headersTimeout: timeouts.headersMs,
      bodyTimeout: timeouts.bodyMs,
    });
  }

  async call<S extends z.ZodType>(req: ServiceRequest<S>): Promise<z.infer<S>> {
    let reauthorized = false;
    let rateLimited = 0;
    /** A try failed after its request may have reached the service: a write's outcome is then unknown. */
    let mayHaveActed = false;
    const group = rateLimitGroupOf(req.surface, req.path);
    const clock = this.clockFor(req);
    // A request's calls never wait for the rate budget past its deadline: it is answered 429 instead.
    const maxWaitMs = req.maxBudgetWaitMs ?? Math.min(INTERACTIVE_BUDGET_WAIT_MS, clock.deadlineMs);
    /** Another try fits when its backoff leaves time for an answer. */
    const fits = (delayMs: number) => leftOf(clock) - delayMs > 0;
    const waited = (ms: number) => {
      clock.waitedMs += ms;
      recordServiceDelay(ms);
    };
    for (let attempt = 1; ; attempt++) {
      const canRetry = attempt < this.retry.maxTries;
      let answer: Attempt;
      const place = await this.options.budget?.acquire(group, maxWaitMs - clock.waitedMs);
      if (place) waited(place.waitedMs);
      try {
        answer = await this.send(req, leftOf(clock));
      } catch (error) {
        // A URL that would leave its resource was refused before anything was sent: not a network failure.
        if (error instanceof HttpProblem) throw error;
        const reached = !neverReachedService(error);
        if (reached) mayHaveActed = true;
        const safe = req.method !== 'POST' || !reached;
        const delayMs = retryDelayMs(this.retry, attempt, undefined);
        if (safe && canRetry && fits(delayMs)) {
          this.retries += 1;
          await sleep(delayMs);
          continue;
        }
        throw unavailableAfter(req, `The service could not be reached (${describe(error)})`, mayHaveActed);
      }
      // The service counted the request somewhere between the send and this answer: count it now.
      await place?.settle();
      if (answer.statusCode === 401 && !reauthorized) {
        reauthorized = true;
        this.options.tokens.invalidate();
        attempt -= 1;
        continue;
      }
      if (answer.statusCode === 429 && rateLimited < MAX_RATE_LIMITED_ANSWERS) {
        const holdMs =
          parseRetryAfter(header(answer, 'retry-after')) ?? retryDelayMs(this.retry, attempt, undefined);
        if (clock.waitedMs + holdMs <= maxWaitMs) {
          rateLimited += 1;
          this.retries += 1;
          attempt -= 1;
          await this.options.budget?.holdOff(group, holdMs);
          await sleep(holdMs);
          waited(holdMs);
          continue;
        }
        await this.options.budget?.holdOff(group, holdMs);
        throw new ServiceRateLimitedError(group, holdMs, req.operation);
      }
      if (isRetryableStatus(answer.statusCode)) {
        const retryAfter = header(answer, 'retry-after');
        const safe = req.method !== 'POST' || answer.statusCode === 429;
        const delayMs = retryDelayMs(this.retry, attempt, retryAfter);
        if (safe && canRetry && fits(delayMs)) {
          this.retries += 1;
          await sleep(delayMs);
          continue;
        }
        const seconds = retryAfter === undefined ? undefined : Number(retryAfter) || undefined;
        throw unavailableAfter(req, `The service answered HTTP ${answer.statusCode}`, mayHaveActed, seconds);
      }
      try {
        return this.read(req, answer);
      } catch (error) {
        // A delete re-sent after a lost answer finds nothing: the first try may be what removed it.
        if (mayHaveActed && req.method === 'DELETE' && error instanceof ServiceError)
          throw new ServiceOutcomeUnknownError(error.message, req.operation);
        throw error;
      }
    }
  }

  /**
   * The deadline this call counts against: its own when it sets one, else the BFF request's (shared by
   * every call of that request), else the client's per call.
   */
  private clockFor(req: ServiceRequest<z.ZodType>): RequestDeadline {
    if (req.deadlineMs !== undefined) return newDeadline(req.deadlineMs);
    return currentDeadline() ?? newDeadline(this.options.deadlineMs ?? DEFAULT_DEADLINE_MS);
  }

  async close(): Promise<void> {
    await this.dispatcher.close();
  }

  /** One try, whose waits for headers and body end with the call's deadline at the latest. */
  private async send(req: ServiceRequest<z.ZodType>, leftMs: number): Promise<Attempt> {
    const { location, tokens } = this.options;
    const url = resourceUrl(req.surface === 'base' ? location.baseUrl : location.apiUrl, req.path);
    for (const [key, value] of Object.entries(req.query ?? {})) appendQuery(url, key, value);
    const headers: Record<string, string> = {
      [location.authHeader]: await tokens.get(),
      accept: 'application/json',
    };
    let body: string | Uint8Array | undefined;
    if (req.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(req.json);
    } else if (req.raw) {
      headers['content-type'] = req.raw.contentType;
      body = req.raw.body;
    }
    const limitMs = Math.max(1, Math.round(leftMs));
    const response = await request(url, {
      method: req.method,
      headers,
      body,
      dispatcher: this.dispatcher,
      headersTimeout: Math.min(this.timeouts.headersMs, limitMs),
      bodyTimeout: Math.min(this.timeouts.bodyMs, limitMs),
      // undici checks its own timeouts about twice a second; the deadline is kept to the millisecond.
      signal: AbortSignal.timeout(limitMs),
    });
    return { statusCode: response.statusCode, headers: response.headers, text: await response.body.text() };
  }

  private read<S extends z.ZodType>(req: ServiceRequest<S>, answer: Attempt): z.infer<S> {
    let json: unknown;
    try {
      json = JSON.parse(answer.text);
    } catch {
      throw new ServiceContractError(`HTTP ${answer.statusCode} without a JSON body`, req.operation);
    }
    const envelope = json as { r?: unknown; message?: unknown; msg?: unknown };
    if (typeof envelope.r !== 'number')
      throw new ServiceContractError('answer without a result code `r`', req.operation);
    if (envelope.r !== 0 && !req.acceptedResults?.includes(envelope.r)) {
      const text =
        typeof envelope.message === 'string'
          ? envelope.message
          : typeof envelope.msg === 'string'
            ? envelope.msg
            : 'The service refused the request';
      throw new ServiceError(envelope.r, text, answer.statusCode, req.operation);
    }
    const parsed = req.schema.safeParse(json);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      throw new ServiceContractError(
        `unexpected answer at ${first?.path.join('.') ?? '?'}: ${first?.message ?? ''}`,
        req.operation,
      );
    }
    return parsed.data;
  }
}

function appendQuery(url: URL, key: string, value: QueryValue): void {
  if (value === undefined) return;
  if (Array.isArray(value)) {
    for (const item of value as ReadonlyArray<string | number>) url.searchParams.append(key, String(item));
    return;
  }
  url.searchParams.append(key, String(value));
}

function header(answer: Attempt, name: string): string | undefined {
  const value = answer.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function describe(error: unknown): string {
  const code = (error as { code?: string }).code;
  return code ?? (error instanceof Error ? error.name : 'unknown error');
}
