import { createHash } from 'node:crypto';
import type { UpstreamTarget } from '../../config';

/**
 * Which service the read model's rows come from: its two addresses and the API key (which names the
 * project). After the SERVICE_* settings change, rows of the old service are never served.
 */
export function readModelScope(upstream: UpstreamTarget): string {
  const { baseUrl, apiUrl, apiKeySid } = upstream.connection;
  return createHash('sha256').update(`${baseUrl}\n${apiUrl}\n${apiKeySid}`).digest('hex').slice(0, 40);
}
