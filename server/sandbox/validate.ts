import type { z } from 'zod';
import { R, SandboxError } from './result-codes';

/**
 * Parses a request part with its wire schema. A missing required field answers r=2 ("Missing params"),
 * any other problem r=1; the message names the field so a client can show it next to the input.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || 'body';
  // Absent whatever zod calls the issue (an enum reports a missing value as invalid_value).
  const missing = issue !== undefined && isAbsent(input, issue.path);
  if (missing) throw new SandboxError(R.MISSING_PARAMS, `Missing params: ${field} is required`);
  throw new SandboxError(R.INVALID, `Invalid ${field}: ${issue?.message ?? 'invalid value'}`);
}

function isAbsent(input: unknown, path: PropertyKey[]): boolean {
  let value: unknown = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return true;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value === undefined || value === null;
}
