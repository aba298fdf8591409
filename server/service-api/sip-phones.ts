import { z } from 'zod';
import { wireCountString, withMessage } from './common';

/** `{api_url}` SIP phones. A phone registers to `{sip_domain}` on port 15060. */
export const SIP_PHONES_PATH = '/v1/sipphone';

/** SIP port the service's phones register to (stated by the spec; shown to users setting up a phone). */
export const SIP_PHONE_PORT = 15060;

/** The short username a client chooses; the service prefixes it with `<project_id>_`. */
export const sipPhoneUsername = z
  .string()
  .min(3, 'must be at least 3 characters')
  .max(32, 'must be at most 32 characters')
  .regex(/^[A-Za-z0-9_.-]+$/, 'may hold only letters, digits, "_", "." and "-"');

export const sipPhonePassword = z
  .string()
  .min(6, 'must be at least 6 characters')
  .max(128, 'must be at most 128 characters');

/** An extension number; null in an update removes the phone's extension. */
export const sipPhoneExtension = z.number().int().min(0).max(99_999_999);

export const createSipPhoneBody = z.object({ username: sipPhoneUsername, password: sipPhonePassword });
export const updateSipPhoneBody = z.object({
  password: sipPhonePassword,
  extension: sipPhoneExtension.nullable().optional(),
});

/** The full username `<project_id>_<username>`, as the service writes it in lists and create answers. */
export const fullSipUsername = (projectId: number, username: string) => `${projectId}_${username}`;

export const wireSipPhone = z.object({
  username: z.string(),
  extension: z.number().int().nullable(),
  email_address: z.string().nullable(),
});

export const createSipPhoneResponse = withMessage.extend({ sipusername: z.string() });
export const listSipPhonesResponse = withMessage.extend({
  data: z.object({ sipphones: z.array(wireSipPhone), total: wireCountString }),
});
export const updateSipPhoneResponse = withMessage;
export const deleteSipPhoneResponse = withMessage;

export type CreateSipPhoneBody = z.infer<typeof createSipPhoneBody>;
export type UpdateSipPhoneBody = z.infer<typeof updateSipPhoneBody>;
export type WireSipPhone = z.infer<typeof wireSipPhone>;
