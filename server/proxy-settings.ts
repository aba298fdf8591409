import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Which peers' `X-Forwarded-*` headers to believe. `hops`: that many proxies stand in front of us, so the
 * client is the address the outermost of them saw (counted from the right of X-Forwarded-For) — only safe
 * when nothing can reach the BFF except through them. `addresses`: the proxies' own addresses or CIDRs,
 * which holds even when the BFF is reachable directly.
 */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

/** proxy-addr's names for address ranges, accepted besides addresses and CIDRs. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const TRUST_PROXY_MESSAGE =
  'must be false, true (one proxy), a number of proxy hops (1-10), or a comma-separated list of the ' +
  'proxies’ addresses or CIDRs (e.g. 10.0.0.0/8,192.168.1.4)';

function isAddressOrRange(value: string): boolean {
  if (RANGE_NAMES.has(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/** `TRUST_PROXY`: false/0, true (= 1 hop), a hop count, or the proxies' addresses and CIDRs. */
export const trustProxySchema = z.string().transform((raw, context): TrustProxy => {
  const value = raw.trim().toLowerCase();
  if (value === 'false' || value === '0') return false;
  if (value === 'true') return { hops: 1 };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= 10) return { hops };
  } else {
    const addresses = value.split(',').map((item) => item.trim());
    if (addresses.every(isAddressOrRange)) return { addresses };
  }
  context.addIssue({ code: 'custom', message: TRUST_PROXY_MESSAGE });
  return z.NEVER;
});

/**
 * `PUBLIC_ORIGIN`: the console's own origins (comma-separated), kept as the `host[:port]` a browser sends
 * in its Host header for them. Any other Host is a misdirected request (a DNS-rebinding page, a stray
 * virtual host).
 */
export const publicOriginsSchema = z.string().transform((raw, context): string[] => {
  const hosts: string[] = [];
  for (const item of raw.split(',').map((part) => part.trim())) {
    const url = URL.canParse(item) ? new URL(item) : null;
    const bare = url && url.pathname === '/' && !url.search && !url.hash && !url.username;
    if (!url || !bare || !/^https?:$/.test(url.protocol)) {
      context.addIssue({
        code: 'custom',
        message: 'must be one or more origins such as https://console.example.com, separated by commas',
      });
      return z.NEVER;
    }
    hosts.push(url.host.toLowerCase());
  }
  return hosts;
});
