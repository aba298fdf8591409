import { z } from 'zod';
import { checkSipPasswordAgainst, newSipPasswordSchema } from '../sip-password-policy';
import { integerBetween, optionalText } from './field-rules';
import { pageQuerySchema } from './paging';

/** A SIP account of the contact center, identified by its username and dialled by its extension. */
export const sipAccountSchema = z.object({
  username: z.string(),
  /** The service lists it so a phone can be configured with it. */
  password: z.string(),
  /** The agent user the account belongs to; null when it is not linked. */
  serviceUserId: z.string().nullable(),
  extension: z.number().int(),
});
export type SipAccount = z.infer<typeof sipAccountSchema>;

export const SIP_EXTENSION_MAX = 2_147_483_647;

/** The username travels in paths, so only URL-safe characters. */
export const sipUsernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .regex(/^[A-Za-z0-9._-]{1,64}$/, 'Username: 1 to 64 letters, digits, dots, dashes or underscores');

const extension = integerBetween('Extension', 1, SIP_EXTENSION_MAX);

/** A new account's password follows the one policy for new SIP passwords. */
export const createSipAccountInputSchema = z
  .object({
    username: sipUsernameSchema,
    password: newSipPasswordSchema,
    extension,
    serviceUserId: optionalText('Service user id', 100),
  })
  .superRefine(checkSipPasswordAgainst);
export type CreateSipAccountInput = z.infer<typeof createSipAccountInputSchema>;

/**
 * The service requires password and extension on every update; the password here is only given to set a
 * new one (then it follows the policy). Left out, the BFF sends back the current password, so devices
 * registered with it keep working. serviceUserId: absent keeps the link, null (or blank) unlinks it.
 */
export const updateSipAccountInputSchema = z.object({
  password: newSipPasswordSchema.optional(),
  extension,
  serviceUserId: z
    .string({ error: 'Service user id must be text' })
    .trim()
    .max(100, 'Service user id is at most 100 characters')
    .nullable()
    .transform((value) => (value === '' ? null : value))
    .optional(),
});
export type UpdateSipAccountInput = z.infer<typeof updateSipAccountInputSchema>;

/** A blank search box is no filter. */
const blankAsAbsent = (value: unknown) => (value === '' ? undefined : value);

/** Search of the list: exact username, linked user or extension (query strings, hence coerced). */
export const sipAccountListQuerySchema = z.object({
  ...pageQuerySchema.shape,
  username: z.preprocess(blankAsAbsent, z.string().trim().optional()),
  serviceUserId: z.preprocess(blankAsAbsent, z.string().trim().optional()),
  extension: z.preprocess(
    blankAsAbsent,
    z.coerce.number().int('Extension must be a whole number').optional(),
  ),
});
export type SipAccountListQuery = z.infer<typeof sipAccountListQuerySchema>;

/** What the browser gets of an account: everything but its password. */
export const sipAccountListItemSchema = sipAccountSchema.omit({ password: true });
export type SipAccountListItem = z.infer<typeof sipAccountListItemSchema>;

export const createdSipAccountSchema = z.object({
  id: z.string().describe("The account's username, which is its id"),
  subscriberId: z
    .number()
    .int()
    .nullable()
    .describe(
      "The service's number for the account; null when its answer was lost and the account was found by re-reading",
    ),
});
export type CreatedSipAccount = z.infer<typeof createdSipAccountSchema>;
