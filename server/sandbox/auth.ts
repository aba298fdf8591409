import type { FastifyRequest } from 'fastify';
import { decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { R, SandboxError } from './result-codes';

export const SERVICE_TOKEN_HEADER = 'x-service-auth';
export const SERVICE_TOKEN_CTY = 'service-api;v=1';

export type ApiKey = { sid: string; secret: string };

const unauthorized = (why: string) => new SandboxError(R.UNAUTHORIZED, `Unauthorized: ${why}`, 401);

/** The token travels in `X-SERVICE-AUTH` or in the `access_token` query parameter; either suffices. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[SERVICE_TOKEN_HEADER];
  if (typeof header === 'string' && header.length > 0) return header;
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.access_token;
  return typeof fromQuery === 'string' && fromQuery.length > 0 ? fromQuery : undefined;
}

/** Tokens already verified, until they expire: a caller reuses its token for many requests. */
const VERIFIED_MAX = 1000;
const verified = new Map<string, { exp: number; sid: string; secret: string }>();

/**
 * A token verified before, still unexpired, whose key is still the same: its signature need not be
 * checked again (an HMAC check with a key import per request was a fifth of the sandbox's time under load).
 */
function verifiedBefore(token: string, keys: ApiKey[]): boolean {
  const known = verified.get(token);
  if (!known) return false;
  const keyStill = keys.some((key) => key.sid === known.sid && key.secret === known.secret);
  if (keyStill && known.exp * 1000 > Date.now()) return true;
  verified.delete(token);
  return false;
}

function remember(token: string, exp: number, key: ApiKey): void {
  if (verified.size >= VERIFIED_MAX) verified.clear();
  verified.set(token, { exp, sid: key.sid, secret: key.secret });
}

/**
 * Verifies a service token exactly as the specification describes it: header typ=JWT, alg=HS256 (only),
 * cty=service-api;v=1; claims jti, iss (a known API key SID), exp (in the future) and rest_api=true;
 * HMAC-SHA256 with that key's secret.
 */
export async function verifyServiceToken(token: string | undefined, keys: ApiKey[]): Promise<void> {
  if (!token) throw unauthorized('missing token (X-SERVICE-AUTH header or access_token query)');
  if (verifiedBefore(token, keys)) return;
  let header: ReturnType<typeof decodeProtectedHeader>;
  let claims: ReturnType<typeof decodeJwt>;
  try {
    header = decodeProtectedHeader(token);
    claims = decodeJwt(token);
  } catch {
    throw unauthorized('malformed token');
  }
  if (header.alg !== 'HS256') throw unauthorized('alg must be HS256');
  if (header.typ !== 'JWT') throw unauthorized('typ must be JWT');
  if (header.cty !== SERVICE_TOKEN_CTY) throw unauthorized(`cty must be ${SERVICE_TOKEN_CTY}`);
  const key = keys.find((candidate) => candidate.sid === claims.iss);
  if (!key) throw unauthorized('unknown API key SID (iss)');
  try {
    await jwtVerify(token, new TextEncoder().encode(key.secret), {
      algorithms: ['HS256'],
      issuer: key.sid,
      requiredClaims: ['jti', 'iss', 'exp'],
      clockTolerance: 0,
    });
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ERR_JWT_EXPIRED') throw unauthorized('token expired');
    if (code === 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED') throw unauthorized('bad signature');
    throw unauthorized((error as Error).message);
  }
  if (typeof claims.jti !== 'string' || claims.jti.length === 0) throw unauthorized('jti must be a string');
  if (claims.rest_api !== true) throw unauthorized('rest_api claim must be true');
  remember(token, claims.exp as number, key);
}
