import { z } from 'zod';
import { checkSipPasswordAgainst, newSipPasswordSchema } from '../sip-password-policy';

/**
 * SIP phones (`{api_url}`), as the BFF answers and accepts them. A phone registers to the service's SIP
 * domain on port 15060 with its full username `<project_id>_<username>`.
 */
export const SIP_PHONE_REGISTRATION_PORT = 15060;

export const sipPhoneSchema = z.object({
  /** The full SIP username, `<project_id>_<username>`; it names the phone in updates and deletes. */
  username: z.string(),
  extension: z.number().int().nullable(),
  email: z.string().nullable(),
});
export type SipPhone = z.infer<typeof sipPhoneSchema>;

/** The short name a user chooses; the service prefixes it with the project id. */
export const sipPhoneUsernameSchema = z
  .string()
  .trim()
  .min(3, 'must be at least 3 characters')
  .max(32, 'must be at most 32 characters')
  .regex(/^[A-Za-z0-9_.-]+$/, 'may hold only letters, digits, "_", "." and "-"');

const PROJECT_PREFIX = /^(\d+)_(.+)$/;

/** The project id every listed phone's full `<project_id>_<name>` starts with; null when none tells. */
export function projectIdOfPhones(fullUsernames: readonly string[]): string | null {
  const ids = new Set(fullUsernames.map((username) => PROJECT_PREFIX.exec(username)?.[1]));
  const [only] = ids;
  return ids.size === 1 && only !== undefined ? only : null;
}

export type TypedSipPhoneName = { ok: true; username: string } | { ok: false; message: string };

/**
 * The name to send for what was typed. The service puts `<project_id>_` in front itself, so a typed
 * `4321_letan01` in project 4321 is sent as `letan01` (and becomes `4321_letan01`, not `4321_4321_letan01`).
 * Another number before `_`, or any while the project is not known, is refused rather than guessed at.
 */
export function sipPhoneNameToSend(typed: string, projectId: string | null): TypedSipPhoneName {
  const prefixed = PROJECT_PREFIX.exec(typed);
  if (!prefixed) return { ok: true, username: typed };
  const [, typedProject = '', rest = ''] = prefixed;
  if (typedProject === projectId)
    return sipPhoneUsernameSchema.safeParse(rest).success
      ? { ok: true, username: rest }
      : { ok: false, message: 'the name after the project prefix must be at least 3 characters' };
  return {
    ok: false,
    message:
      projectId === null
        ? 'leave out the project prefix (such as 4321_): the service adds it'
        : `${typedProject}_ is not this project's prefix (${projectId}_); leave it out, the service adds it`,
  };
}

/** Every password sent for a phone is a new one (the list never returns it), so the policy always applies. */
export const sipPhonePasswordSchema = newSipPasswordSchema;

export const sipPhoneExtensionSchema = z.number().int().min(0).max(99_999_999);

export const createSipPhoneInputSchema = z
  .object({
    username: sipPhoneUsernameSchema,
    password: sipPhonePasswordSchema,
  })
  .superRefine(checkSipPasswordAgainst);
export type CreateSipPhoneInput = z.infer<typeof createSipPhoneInputSchema>;

/** The service needs the password on every update; `extension: null` removes the extension. */
export const updateSipPhoneInputSchema = z.object({
  password: sipPhonePasswordSchema,
  extension: sipPhoneExtensionSchema.nullable().optional(),
});
export type UpdateSipPhoneInput = z.infer<typeof updateSipPhoneInputSchema>;

export const createdSipPhoneSchema = z.object({ username: z.string() });
export type CreatedSipPhone = z.infer<typeof createdSipPhoneSchema>;

/** Where a phone registers; the domain is null when the deployment does not configure one. */
export const sipRegistrationSchema = z.object({
  domain: z.string().nullable(),
  port: z.number().int().describe(`${SIP_PHONE_REGISTRATION_PORT} for every phone`),
});
export type SipRegistration = z.infer<typeof sipRegistrationSchema>;

/** A phone named in a path: its full `<project_id>_<username>`, as the list shows it. */
export const sipPhoneFullUsernameSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_.-]+$/, 'may hold only letters, digits, "_", "." and "-"');
