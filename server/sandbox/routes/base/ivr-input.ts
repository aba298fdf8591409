import type { z } from 'zod';
import { R, SandboxError } from '../../result-codes';
import { parseInput } from '../../validate';

/**
 * parseInput with two corrections, read from the schema's own shape:
 * - a required field that is absent or null is r=2 "Missing params" whatever its type (zod reports a
 *   missing enum as a bad value, which parseInput would answer r=1);
 * - an optional field that cannot be cleared is r=1 when sent as null (parseInput would call it missing).
 */
export function parseIvrInput<S extends z.ZodObject<Record<string, z.ZodType>>>(
  schema: S,
  input: unknown,
): z.infer<S> {
  const fields = input ?? {};
  if (typeof fields === 'object' && !Array.isArray(fields)) {
    const given = fields as Record<string, unknown>;
    for (const [field, fieldSchema] of Object.entries(schema.shape)) {
      if (given[field] !== undefined && given[field] !== null) continue;
      if (!fieldSchema.safeParse(undefined).success) {
        throw new SandboxError(R.MISSING_PARAMS, `Missing params: ${field} is required`);
      }
      if (given[field] === null && !fieldSchema.safeParse(null).success) {
        throw new SandboxError(R.INVALID, `Invalid ${field}: must not be null`);
      }
    }
  }
  return parseInput(schema, input);
}
