export type RetryPolicy = { maxTries: number; baseDelayMs: number; maxDelayMs: number };

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxTries: 3, baseDelayMs: 100, maxDelayMs: 5_000 };

/** Statuses worth another try: the service is overloaded or briefly down, the request was not applied. */
export const isRetryableStatus = (status: number) =>
  status === 429 || status === 502 || status === 503 || status === 504 || status === 500;

/**
 * Reads connection failures that are safe to retry even for a POST: the request never reached the service.
 */
export function neverReachedService(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === 'ECONNREFUSED' || code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'ENOTFOUND';
}

/** Full-jitter exponential backoff, or the service's Retry-After when it gave one (capped). */
export function retryDelayMs(policy: RetryPolicy, attempt: number, retryAfter: string | undefined): number {
  const fromHeader = parseRetryAfter(retryAfter);
  if (fromHeader !== undefined) return Math.min(fromHeader, policy.maxDelayMs);
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return Math.round(Math.random() * ceiling);
}

export function parseRetryAfter(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}
