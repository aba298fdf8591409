import { request } from 'node:http';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@/core/api/session';

export type RawAnswer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
};

/**
 * One request sent exactly as written, with node:http: `fetch` resolves `.` and `..` in the path and
 * will not send a Host of our choosing, which are the two things these tests are about.
 */
export function rawRequest(
  origin: string,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; cookie?: string; body?: unknown } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (!['GET', 'HEAD'].includes(method)) {
    headers[CSRF_HEADER] = CSRF_HEADER_VALUE;
    headers.origin ??= origin;
  }
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(body));
  }
  return new Promise((resolve, reject) => {
    // A connection of its own: an answer sent before the body was read must not confuse the next request.
    const sent = request({ host: hostname, port, method, path, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          text: Buffer.concat(chunks).toString('utf8'),
        });
        // The connection is this request's alone: close it, so the server can shut down at once (an
        // upgrade request refused with an answer would otherwise keep its socket open).
        sent.destroy();
      });
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(body);
  });
}
