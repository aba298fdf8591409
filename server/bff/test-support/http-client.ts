import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@/core/api/session';
import type { Answer } from './bff-harness';
import { sessionCookieOf } from './bff-harness';
import { signInHonouringBusy } from './sign-in-retry';

export type ClientRequest = { body?: unknown; cookie?: string; headers?: Record<string, string> };

/**
 * Requests to one BFF origin as the SPA sends them: JSON bodies, and on state-changing methods the CSRF
 * header and the page's Origin — which is the load balancer's, the same for every instance behind it.
 */
export function httpClient(origin: string, pageOrigin = origin) {
  const request = async (method: string, path: string, options: ClientRequest = {}): Promise<Answer> => {
    const headers = new Headers(options.headers);
    if (options.cookie) headers.set('cookie', options.cookie);
    if (!['GET', 'HEAD'].includes(method)) {
      headers.set(CSRF_HEADER, CSRF_HEADER_VALUE);
      headers.set('origin', pageOrigin);
    }
    let body: string | undefined;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers.set('content-type', 'application/json');
    }
    const response = await fetch(`${origin}${path}`, { method, headers, body });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      text,
      json: () => JSON.parse(text) as unknown,
    };
  };
  /** The session cookie (`name=value`) of a successful sign-in. */
  const login = async (username: string, password: string): Promise<string> => {
    const answer = await signInHonouringBusy(() =>
      request('POST', '/api/auth/login', { body: { username, password } }),
    );
    if (answer.status !== 200) throw new Error(`login ${username} answered ${answer.status}: ${answer.text}`);
    return sessionCookieOf(answer.headers);
  };
  return { origin, request, login };
}

export type HttpClient = ReturnType<typeof httpClient>;
