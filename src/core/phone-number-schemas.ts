import { z } from 'zod';
import {
  anyPhoneInvalidReasonText,
  normalizePhoneNumber,
  normalizeVietnamPhone,
  phoneInvalidReasonText,
} from './phone-number';

// Apart from phone-number.ts, whose formatting is on many pages' first load: these schemas are Zod's
// classic API, which only forms and the BFF need.

/** A form/input schema: accepts any writing of a Vietnamese number and yields its `84…` form. */
export const vietnamPhoneSchema = z.string().transform((raw, ctx) => {
  const normalized = normalizeVietnamPhone(raw);
  if (normalized.ok) return normalized.e164Digits;
  ctx.addIssue({
    code: 'custom',
    message: `Invalid phone number: ${phoneInvalidReasonText[normalized.reason]}`,
  });
  return z.NEVER;
});

/**
 * A schema for any phone field: accepts every spelling, yields the normalized digits. The check is a
 * refinement (not a failing transform) so that an object's own checks still run beside it and every
 * problem of a form is reported at once.
 */
export const phoneNumberSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .superRefine((raw, ctx) => {
      const normalized = normalizePhoneNumber(raw);
      if (normalized.ok) return;
      ctx.addIssue({
        code: 'custom',
        message:
          normalized.reason === 'empty'
            ? `${label} is required`
            : `${label}: ${anyPhoneInvalidReasonText[normalized.reason]}`,
        params: { phoneReason: normalized.reason },
      });
    })
    .transform((raw) => {
      const normalized = normalizePhoneNumber(raw);
      return normalized.ok ? normalized.digits : raw;
    });
