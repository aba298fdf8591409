import { R, SandboxError } from '../../result-codes';

/**
 * parseInput reads a null as a missing field (r=2, "is required"). For optional fields that cannot be
 * cleared, a null is a wrong value instead, so it is refused up front as r=1 naming the field.
 */
export function refuseNulls(input: unknown, fields: readonly string[]): void {
  if (input === null || typeof input !== 'object') return;
  const body = input as Record<string, unknown>;
  for (const field of fields) {
    if (body[field] === null) throw new SandboxError(R.INVALID, `Invalid ${field}: must not be null`);
  }
}
