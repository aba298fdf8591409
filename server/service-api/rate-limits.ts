import { z } from 'zod';
import { CALL_DEBUGGER_PATH } from './call-debugger';
import { CALL_LOG_PATH } from './call-log';
import { ADD_USER_PATH, CALLOUT_PATH } from './calls';
import { CAMPAIGN_ADD_BY_PHONES_PATH } from './campaign-contacts';

/**
 * Endpoint groups a rate limit can name. The spec states no rate limits; field reports give 100 call-log
 * requests a minute per project (HTTP 429 beyond), and the spec recommends 200–500 ms between campaign
 * requests "to avoid rate limiting". The other groups exist so that a limit can be tried on any of them.
 */
export const RATE_LIMIT_GROUPS = [
  'calllog',
  'campaign',
  'chat',
  'debugger',
  'calls',
  'contactcenter',
  'telephony',
] as const;
export type RateLimitGroup = (typeof RATE_LIMIT_GROUPS)[number];

/** A limit: at most `max` requests in any window of `windowMs` (a sliding window). */
export type RateLimit = { max: number; windowMs: number };
export type RateLimits = Partial<Record<RateLimitGroup, RateLimit>>;

/** The one figure field reports give: 100 call-log requests a minute per project. */
export const DEFAULT_RATE_LIMITS_TEXT = 'calllog=100/min';

/** Which group a service path belongs to. */
export function rateLimitGroupOf(surface: 'base' | 'api', path: string): RateLimitGroup {
  const bare = path.split('?')[0] ?? path;
  if (bare === CALL_LOG_PATH) return 'calllog';
  if (bare.startsWith(CAMPAIGN_ADD_BY_PHONES_PATH)) return 'campaign';
  if (bare.startsWith('/v1/chat/')) return 'chat';
  if (bare.startsWith(CALL_DEBUGGER_PATH)) return 'debugger';
  if (bare.startsWith(CALLOUT_PATH) || bare.startsWith(ADD_USER_PATH)) return 'calls';
  return surface === 'base' ? 'contactcenter' : 'telephony';
}

const UNIT_MS: Record<string, number> = { ms: 1, s: 1_000, sec: 1_000, m: 60_000, min: 60_000, h: 3_600_000 };
const LIMIT_PATTERN = /^(\d{1,7})\/(\d{1,7})?(ms|s|sec|m|min|h)$/;

/**
 * Reads `calllog=100/min,campaign=300/min` (a window may carry a count: `10/5s`), or `off` for no limits.
 * Throws a readable message naming the bad part.
 */
export function parseRateLimits(text: string): RateLimits {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.toLowerCase() === 'off') return {};
  const limits: RateLimits = {};
  for (const part of trimmed.split(',')) {
    const [name, value] = part.split('=').map((piece) => piece.trim());
    const group = z.enum(RATE_LIMIT_GROUPS).safeParse(name);
    if (!group.success)
      throw new Error(`unknown endpoint group "${name ?? ''}" (one of ${RATE_LIMIT_GROUPS.join(', ')})`);
    const match = LIMIT_PATTERN.exec(value ?? '');
    if (!match) throw new Error(`"${part.trim()}": expected <group>=<count>/<window>, e.g. calllog=100/min`);
    const max = Number(match[1]);
    const windowMs = Number(match[2] ?? 1) * (UNIT_MS[match[3] ?? 's'] ?? 1_000);
    if (max < 1 || windowMs < 1) throw new Error(`"${part.trim()}": count and window must be positive`);
    limits[group.data] = { max, windowMs };
  }
  return limits;
}

/** `100 requests per 1 min`, for messages. */
export function describeRateLimit({ max, windowMs }: RateLimit): string {
  const window =
    windowMs % 60_000 === 0
      ? `${windowMs / 60_000} min`
      : windowMs % 1_000 === 0
        ? `${windowMs / 1_000} s`
        : `${windowMs} ms`;
  return `${max} requests per ${window}`;
}

/** A zod field for an environment variable holding rate limits. */
export const rateLimitsFromEnv = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((text, ctx) => {
      try {
        return parseRateLimits(text);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    });
