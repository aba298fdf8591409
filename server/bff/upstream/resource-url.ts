import { HttpProblem } from '../problem';

/**
 * The URL of a service resource, refused when it would leave the path it names. Route ids are checked at
 * the boundary (plugins/path-ids.ts); this is the second line, for ids that arrive any other way: a `.` or
 * `..` segment (which `new URL` resolves, so `/v1/agent/..` would become `/v1/`), or a segment that
 * decodes to something with a slash (`%2F`), which a lenient server may split.
 */
export function resourceUrl(base: string, path: string): URL {
  const url = new URL(base + path);
  const segments = path.split('/').slice(1);
  const expected = new URL(base).pathname.replace(/\/+$/, '') + path;
  if (url.pathname !== expected || segments.some(leavesItsSegment)) {
    throw new HttpProblem(400, 'Bad Request', 'An id in this request cannot name a service resource.');
  }
  return url;
}

function leavesItsSegment(segment: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return true;
  }
  return decoded === '.' || decoded === '..' || /[/\\]/.test(decoded);
}
