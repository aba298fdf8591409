import { z } from 'zod/mini';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../core/api/session';
import { problemSchema } from '../core/api/problem';
import { ApiError } from './api-error';
import { keepEarlyAnswer, takeEarlyAnswer } from './early-answers';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** Query-string parameters; null and undefined values are left out. */
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  signal?: AbortSignal;
}

interface SendOptions extends RequestOptions {
  method: HttpMethod;
  body?: unknown;
}

const apiBase = '/api';

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = new URL(`${apiBase}${path}`, window.location.origin);
  for (const [name, value] of Object.entries(query ?? {})) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value];
    for (const item of values)
      if (item !== null && item !== undefined) url.searchParams.append(name, String(item));
  }
  return `${url.pathname}${url.search}`;
}

/** A Blob (an uploaded file) travels as the raw body with its own type; anything else as JSON. */
function contentTypeOf(body: unknown): string | null {
  if (body === undefined || body instanceof FormData) return null;
  if (body instanceof Blob) return body.type || 'application/octet-stream';
  return 'application/json';
}

function buildHeaders(method: HttpMethod, body: unknown): Headers {
  const headers = new Headers({ accept: 'application/json, application/problem+json' });
  const contentType = contentTypeOf(body);
  if (contentType) headers.set('content-type', contentType);
  // The browser adds Sec-Fetch-Site and Origin itself; the BFF checks both with this header.
  if (method !== 'GET') headers.set(CSRF_HEADER, CSRF_HEADER_VALUE);
  return headers;
}

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  return body instanceof FormData || body instanceof Blob ? body : JSON.stringify(body);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

async function toApiError(response: Response): Promise<ApiError> {
  const fallback = {
    type: 'about:blank',
    title: response.statusText || `HTTP ${response.status}`,
    status: response.status,
  };
  const retryAfter = Number(response.headers.get('retry-after') ?? '');
  const retryAfterSeconds = retryAfter > 0 && Number.isFinite(retryAfter) ? retryAfter : undefined;
  try {
    const parsed = z.safeParse(problemSchema, await readJson(response));
    return new ApiError('problem', parsed.success ? { ...parsed.data, status: response.status } : fallback, {
      retryAfterSeconds,
    });
  } catch (cause) {
    return new ApiError('problem', fallback, { cause, retryAfterSeconds });
  }
}

/** An answer already on its way, as its own request would be: it rejects once the caller gives up. */
function untilAborted(response: Promise<Response>, signal: AbortSignal | undefined): Promise<Response> {
  if (!signal) return response;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

function fetchFrom(url: string, { method, body, signal }: SendOptions): Promise<Response> {
  return fetch(url, {
    method,
    headers: buildHeaders(method, body),
    body: encodeBody(body),
    credentials: 'same-origin',
    signal: signal ?? null,
  });
}

/** A GET takes the answer a route's loader asked for already, if there is one (`apiClient.startGet`). */
function request(url: string, options: SendOptions): Promise<Response> {
  const early = options.method === 'GET' ? takeEarlyAnswer(url) : null;
  return early ? untilAborted(early, options.signal) : fetchFrom(url, options);
}

async function send(path: string, options: SendOptions): Promise<Response> {
  const { signal } = options;
  let response: Response;
  try {
    response = await request(buildUrl(path, options.query), options);
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError('network', { type: 'about:blank', title: 'Network error', status: 0 }, { cause });
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

async function parseBody<Schema extends z.core.$ZodType>(
  response: Response,
  schema: Schema,
): Promise<z.core.output<Schema>> {
  let json: unknown;
  try {
    json = await readJson(response);
  } catch (cause) {
    throw invalidResponse(response, cause);
  }
  const parsed = z.safeParse(schema, json);
  if (!parsed.success) throw invalidResponse(response, parsed.error);
  return parsed.data;
}

function invalidResponse(response: Response, cause: unknown): ApiError {
  return new ApiError(
    'invalid-response',
    { type: 'about:blank', title: 'Invalid response', status: response.status, detail: response.url },
    { cause },
  );
}

/**
 * The one way the SPA talks to the BFF: same-origin `/api`, the session cookie, the CSRF header on every
 * state-changing request, responses validated with zod and failures turned into `ApiError`.
 * Paths are relative to `/api` (e.g. `apiClient.get('/auth/me', schema)`).
 */
export const apiClient = {
  /**
   * Asks for a GET now, from a route's loader, while the page's query module and its schemas still load:
   * the query's own `get` of the same address then takes this answer instead of asking again. Settles true
   * once answered with success, false on a failure or an error answer (the taker reports it).
   */
  startGet(path: string, options: Pick<RequestOptions, 'query'> = {}): Promise<boolean> {
    const url = buildUrl(path, options.query);
    return keepEarlyAnswer(url, () => fetchFrom(url, { method: 'GET' })).then(
      (response) => response.ok,
      () => false,
    );
  },
  async get<Schema extends z.core.$ZodType>(path: string, schema: Schema, options: RequestOptions = {}) {
    return parseBody(await send(path, { ...options, method: 'GET' }), schema);
  },
  async post<Schema extends z.core.$ZodType>(
    path: string,
    schema: Schema,
    body?: unknown,
    options: RequestOptions = {},
  ) {
    return parseBody(await send(path, { ...options, method: 'POST', body }), schema);
  },
  async put<Schema extends z.core.$ZodType>(
    path: string,
    schema: Schema,
    body?: unknown,
    options: RequestOptions = {},
  ) {
    return parseBody(await send(path, { ...options, method: 'PUT', body }), schema);
  },
  async patch<Schema extends z.core.$ZodType>(
    path: string,
    schema: Schema,
    body?: unknown,
    options: RequestOptions = {},
  ) {
    return parseBody(await send(path, { ...options, method: 'PATCH', body }), schema);
  },
  /** For answers without a body worth reading (204 No Content and the like). */
  async sendWithoutResult(
    method: Exclude<HttpMethod, 'GET'>,
    path: string,
    body?: unknown,
    options: RequestOptions = {},
  ) {
    await send(path, { ...options, method, body });
  },
  async delete(path: string, options: RequestOptions = {}) {
    await send(path, { ...options, method: 'DELETE' });
  },
};
