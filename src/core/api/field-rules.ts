import { z } from 'zod';
import { isPhoneLikeText } from '../phone-number';

/**
 * Field rules shared by the contact-center input schemas. Messages name the field, because forms show
 * them next to it and the BFF returns them as problem field errors.
 */

/** Text that must be filled in: trimmed, not blank, bounded. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is at most ${max} characters`);

/** Optional text where a blank form field means "not given". */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} is at most ${max} characters`)
    .transform((value) => (value === '' ? undefined : value))
    .optional();

/** Optional text that can be cleared: a blank field or null clears it (null), absent leaves it alone. */
export const clearableText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} is at most ${max} characters`)
    .nullable()
    .transform((value) => (value === '' ? null : value))
    .optional();

/** The id of another object of the service (tree, node, queue, group, campaign). */
export const objectId = (label: string) => requiredText(label, 64);

export const integerBetween = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} is between ${min} and ${max}`)
    .max(max, `${label} is between ${min} and ${max}`);

export const flag = (label: string) => z.boolean({ error: `${label} is yes or no (true or false)` });

export const PHONE_LIKE_MESSAGE = 'digits, an optional leading + and separators (3 to 15 digits)';

/** A phone number of any country, kept as written (trimmed). */
export const phoneLikeText = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .refine(isPhoneLikeText, `${label}: ${PHONE_LIKE_MESSAGE}`);

/** The longest id accepted in a URL path (the service's own ids are far shorter). */
export const PATH_ID_MAX_LENGTH = 200;

const isDotSegment = (value: string) => value === '.' || value === '..';

/**
 * Any id taken from a URL path. Ids become segments of the service's paths, where `.` and `..` (even with
 * spaces a schema trims away) would climb out of the resource and a slash would add a segment.
 */
export const pathIdSchema = z
  .string()
  .min(1, 'The id in the path is empty')
  .max(PATH_ID_MAX_LENGTH, `The id in the path is at most ${PATH_ID_MAX_LENGTH} characters`)
  .refine((value) => !isDotSegment(value.trim()), 'The id in the path cannot be . or ..')
  .refine((value) => !/[/\\]/.test(value), 'The id in the path cannot contain a slash')
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), 'The id in the path has control characters');
