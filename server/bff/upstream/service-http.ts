import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, request, type Dispatcher } from 'undici';
import type { z } from 'zod';
import { ServiceContractError, ServiceError, ServiceUnavailableError } from './errors';
import {
  DEFAULT_RETRY_POLICY,
  isRetryableStatus,
  neverReachedService,
  retryDelayMs,
  type RetryPolicy,
} from './retry-policy';
import type { ServiceTokenCache } from './token-cache';

export type ServiceLocation = { baseUrl: string; apiUrl: string; authHeader: string };
export type ServiceTimeouts = { connectMs: number; headersMs: number; bodyMs: number };

/** A console waits seconds, not the 300 s undici would by default. */
export const DEFAULT_TIMEOUTS: ServiceTimeouts = { connectMs: 3_000, headersMs: 10_000, bodyMs: 30_000 };

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
};

export type ServiceHttpOptions = {
  location: ServiceLocation;
  tokens: ServiceTokenCache;
  timeouts?: ServiceTimeouts;
  retry?: RetryPolicy;
};

type Attempt = { statusCode: number; headers: Record<string, string | string[] | undefined>; text: string };

/**
 * The one door to the service: signs each request, retries what is safe to retry (GET/PUT/DELETE on
 * 5xx/429/connection errors; POST only when it provably never arrived or was refused with 429), re-mints
 * the token once on a 401, turns a non-zero `r` into a ServiceError (unless the request accepts that code)
 * and parses every answer with its schema.
 */
export class ServiceHttp {
  private readonly dispatcher: Dispatcher;
  private readonly retry: RetryPolicy;
  /** Attempts repeated after a failure: each waits a backoff, so bench:bff prints how many there were. */
  retries = 0;

  constructor(private readonly options: ServiceHttpOptions) {
    const timeouts = options.timeouts ?? DEFAULT_TIMEOUTS;
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
    for (let attempt = 1; ; attempt++) {
      const canRetry = attempt < this.retry.maxTries;
      let answer: Attempt;
      try {
        answer = await this.send(req);
      } catch (error) {
        const safe = req.method !== 'POST' || neverReachedService(error);
        if (safe && canRetry) {
          this.retries += 1;
          await sleep(retryDelayMs(this.retry, attempt, undefined));
          continue;
        }
        throw new ServiceUnavailableError(
          `The service could not be reached (${describe(error)})`,
          req.operation,
        );
      }
      if (answer.statusCode === 401 && !reauthorized) {
        reauthorized = true;
        this.options.tokens.invalidate();
        attempt -= 1;
        continue;
      }
      if (isRetryableStatus(answer.statusCode)) {
        const retryAfter = header(answer, 'retry-after');
        const safe = req.method !== 'POST' || answer.statusCode === 429;
        if (safe && canRetry) {
          this.retries += 1;
          await sleep(retryDelayMs(this.retry, attempt, retryAfter));
          continue;
        }
        const seconds = retryAfter === undefined ? undefined : Number(retryAfter) || undefined;
        throw new ServiceUnavailableError(
          `The service answered HTTP ${answer.statusCode}`,
          req.operation,
          seconds,
        );
      }
      return this.read(req, answer);
    }
  }

  async close(): Promise<void> {
    await this.dispatcher.close();
  }

  private async send(req: ServiceRequest<z.ZodType>): Promise<Attempt> {
    const { location, tokens } = this.options;
    const url = new URL((req.surface === 'base' ? location.baseUrl : location.apiUrl) + req.path);
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
    const response = await request(url, { method: req.method, headers, body, dispatcher: this.dispatcher });
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
