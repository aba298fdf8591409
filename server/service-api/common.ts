import { z } from 'zod';

/**
 * Pieces of the service's wire format shared by many endpoints. Response schemas here describe exactly
 * what the specification shows (counts as strings, booleans as 1/0); the BFF normalizes after parsing.
 */

/** `0`/`1` as the service returns booleans such as bargeIn, ivr_blocked, queue_blocked. */
export const wireFlag = z.union([z.literal(0), z.literal(1)]);

/**
 * A boolean in a request body as clients of the real service send it: `true`/`false`, or `1`/`0` (the docs'
 * own samples send integers, and the service returns these fields as 1/0). Strings such as `"true"` stay
 * refused. Parses to a boolean.
 */
export const lenientBoolean = z
  .union([z.boolean(), wireFlag], { error: 'expected a boolean: true/false or 1/0' })
  .transform((value) => value === true || value === 1);

/** A count the service returns as a string holding a number, e.g. totalCount: "12". */
export const wireCountString = z.string().regex(/^\d+$/, 'a string holding a non-negative integer');

/** Every response: integer result code, 0 = success. */
export const resultEnvelope = z.object({ r: z.number().int() });

export const withMessage = resultEnvelope.extend({ message: z.string() });
export const withMsg = resultEnvelope.extend({ msg: z.string() });

/** Contact-center (`{base_url}`) responses mostly carry the caller's project id. */
export const ccEnvelope = withMessage.extend({ project: z.number().int() });

/** Paging block of the contact-center lists. */
export const ccPaging = z.object({
  totalPages: z.number().int(),
  currentPage: z.number().int(),
  limit: z.number().int(),
});

/** page/limit query of list endpoints; strings because they arrive in a query string. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).optional(),
});

/** An id in a path: the service's ids are upper-case alphanumeric strings. */
export const pathId = z.string().min(1).max(64);
