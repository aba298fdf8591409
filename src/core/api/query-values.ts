import { z } from 'zod';

/**
 * Values of list queries, which arrive from a URL as strings: an empty value counts as not given, and
 * numbers must be written as plain integers (no `1e3`, `0x10` or `1.5`).
 */
const blankAsAbsent = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const integerText = (value: unknown) =>
  typeof value === 'string' && /^\s*-?\d{1,16}\s*$/.test(value) ? Number(value) : value;

export const optionalQueryText = z.preprocess(blankAsAbsent, z.string().trim().max(200).optional());

/** An instant in epoch milliseconds. */
export const optionalEpochMs = z.preprocess(
  (value) => integerText(blankAsAbsent(value)),
  z.number().int().nonnegative().max(8_640_000_000_000_000).optional(),
);

/** An instant in epoch milliseconds that must be given; `message` says which. */
export const requiredEpochMs = (message: string) =>
  z.preprocess(
    (value) => integerText(blankAsAbsent(value)),
    z.number({ error: message }).int(message).nonnegative(message).max(8_640_000_000_000_000, message),
  );

export const queryInteger = (schema: z.ZodNumber) =>
  z.preprocess((value) => integerText(blankAsAbsent(value)), schema);

/** Adds an issue at `to` when both ends of a range are given and the range runs backwards. */
export function checkRange(
  ctx: Pick<z.RefinementCtx, 'addIssue'>,
  from: number | undefined,
  to: number | undefined,
  toField: string,
): void {
  if (from !== undefined && to !== undefined && from > to) {
    ctx.addIssue({ code: 'custom', path: [toField], message: 'must not be before the start of the range' });
  }
}
