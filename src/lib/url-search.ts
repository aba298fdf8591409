import { z } from 'zod/mini';

/**
 * Builders for the values pages keep in the address bar. Each one is dropped (undefined) when malformed
 * rather than breaking the page, so a shared or hand-edited link always opens. They are written with
 * `zod/mini`, as everything the route table parses: the route table is on every page's first load, and
 * Zod's classic API would bring all of Zod with it.
 */
export const droppedWhenMalformed = <Schema extends z.core.SomeType>(schema: Schema) =>
  z.catch(z.optional(schema), undefined);

/** A whole number at least `min` (and at most `max`), from the text or number in the address. */
export const searchInteger = (min: number, max?: number) =>
  droppedWhenMalformed(
    z.coerce.number().check(z.int(), z.gte(min), ...(max === undefined ? [] : [z.lte(max)])),
  );

/** Trimmed text of at most `max` characters (and at least `min`). */
export const searchText = (max: number, min = 0) =>
  droppedWhenMalformed(z.string().check(z.trim(), ...(min > 0 ? [z.minLength(min)] : []), z.maxLength(max)));

/** One of a fixed set of words. */
export const searchChoice = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  droppedWhenMalformed(z.enum(values));
