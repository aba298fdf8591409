import { SignJWT } from 'jose';

export type ServiceTokenOptions = {
  apiKeySid: string;
  apiKeySecret: string;
  /** Lifetime in seconds. */
  ttlSeconds?: number;
  cty?: string;
  /** Seconds since the epoch; injectable so callers can mint tokens that are already expired. */
  now?: number;
};

export const DEFAULT_TOKEN_CTY = 'service-api;v=1';

/**
 * Mints a service token as the specification describes it: header typ=JWT, alg=HS256,
 * cty=service-api;v=1; claims jti `<SID>_<timestamp>`, iss, exp and rest_api=true.
 */
export async function mintServiceToken(options: ServiceTokenOptions): Promise<string> {
  const now = options.now ?? Math.floor(Date.now() / 1000);
  const ttl = options.ttlSeconds ?? 3600;
  return new SignJWT({ rest_api: true })
    .setProtectedHeader({ typ: 'JWT', alg: 'HS256', cty: options.cty ?? DEFAULT_TOKEN_CTY })
    .setJti(`${options.apiKeySid}_${now}`)
    .setIssuer(options.apiKeySid)
    .setExpirationTime(now + ttl)
    .sign(new TextEncoder().encode(options.apiKeySecret));
}
