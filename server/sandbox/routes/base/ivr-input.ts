import type { z } from 'zod';
import { R, SandboxError } from '../../result-codes';
import { parseInput } from '../../validate';

/**
 * parseInput, except that a null sent for an optional field that cannot be cleared (bargeIn, speed,
 * node_key…) is a wrong value, r=1, where parseInput would call it a missing field (r=2, "is required").
 * Fields whose schema accepts null (the keypress action fields) keep null as "none".
 */
export function parseIvrInput<S extends z.ZodObject<Record<string, z.ZodType>>>(
  schema: S,
  input: unknown,
): z.infer<S> {
  if (input !== null && typeof input === 'object' && !Array.isArray(input)) {
    const given = input as Record<string, unknown>;
    for (const [field, fieldSchema] of Object.entries(schema.shape)) {
      if (given[field] !== null) continue;
      const optional = fieldSchema.safeParse(undefined).success;
      if (optional && !fieldSchema.safeParse(null).success) {
        throw new SandboxError(R.INVALID, `Invalid ${field}: must not be null`);
      }
    }
  }
  return parseInput(schema, input);
}
