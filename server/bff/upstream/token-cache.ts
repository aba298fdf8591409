import { mintServiceToken } from '../../service-api/token';

export type TokenCacheOptions = {
  apiKeySid: string;
  apiKeySecret: string;
  cty: string;
  /** Lifetime of a minted token, seconds. */
  ttlSeconds?: number;
  /** Share of the lifetime after which a fresh token is minted (RFC 8725: short-lived, renewed early). */
  renewAt?: number;
  now?: () => number;
};

/**
 * Holds the current service token and mints a new one once ~75% of its life has passed. Concurrent
 * callers share one mint. The secret stays inside this object; nothing here logs or returns it.
 */
export class ServiceTokenCache {
  private token: string | null = null;
  private renewAfterMs = 0;
  private pending: Promise<string> | null = null;
  /** How many tokens were minted: the benchmark checks it stays at one per lifetime. */
  mints = 0;

  constructor(private readonly options: TokenCacheOptions) {}

  async get(): Promise<string> {
    const now = this.now();
    if (this.token && now < this.renewAfterMs) return this.token;
    this.pending ??= this.mint(now).finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  /** Drops the cached token, e.g. after the service answered 401. */
  invalidate(): void {
    this.token = null;
    this.renewAfterMs = 0;
  }

  private async mint(nowMs: number): Promise<string> {
    const ttl = this.options.ttlSeconds ?? 3600;
    const token = await mintServiceToken({
      apiKeySid: this.options.apiKeySid,
      apiKeySecret: this.options.apiKeySecret,
      cty: this.options.cty,
      ttlSeconds: ttl,
      now: Math.floor(nowMs / 1000),
    });
    this.mints += 1;
    this.token = token;
    this.renewAfterMs = nowMs + ttl * 1000 * (this.options.renewAt ?? 0.75);
    return token;
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }
}
