import { z } from 'zod';
import { resultEnvelope, withMsg, wireCountString } from './common';

/** SIP accounts under `{base_url}`: these answers carry `msg`, not `message`. */
export const SIP_ACCOUNTS_PATH = '/v1/ipphonecommon';

/** It travels in a path (`/v1/ipphonecommon/{sip_username}`), so only URL-safe characters. */
export const sipUsername = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9._-]{1,64}$/, '1 to 64 letters, digits, dots, dashes or underscores');

export const sipExtension = z.number().int().min(1).max(2_147_483_647);
const sipPassword = z.string().min(1).max(128);
const serviceUserId = z.string().trim().max(100);

/**
 * The field table names the username `user_name`, the spec's example writes `username`: both are accepted
 * (a body giving both must give the same value). Send `user_name`.
 */
export const createSipAccountBody = z.object({
  user_name: sipUsername.optional(),
  username: sipUsername.optional(),
  password: sipPassword,
  extension: sipExtension,
  service_user_id: serviceUserId.optional(),
});

export const listSipAccountsQuery = z.object({
  username: z.string().optional(),
  service_user_id: z.string().optional(),
  extension: z.coerce.number().int().optional(),
  page: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).optional(),
});

export const updateSipAccountBody = z.object({
  extension: sipExtension,
  password: sipPassword,
  service_user_id: serviceUserId.optional(),
});

export const wireSipAccount = z.object({
  username: z.string(),
  project: z.number().int(),
  password: z.string(),
  service_user_id: z.string(),
  /** An Int in requests, a String holding it in lists. */
  extension: z.string(),
});

export const createSipAccountResponse = withMsg.extend({ res_create_subscriber: z.number().int() });
/** The spec writes `message`/`msg` for this answer: the sandbox sends both. */
export const listSipAccountsResponse = resultEnvelope.extend({
  message: z.string().optional(),
  msg: z.string().optional(),
  data: z.object({
    rows: z.array(wireSipAccount),
    totalPages: z.number().int(),
    totalCount: wireCountString,
  }),
});
export const deleteSipAccountResponse = withMsg.extend({ res_delete_subscriber: z.boolean() });
export const updateSipAccountResponse = withMsg.extend({ res_update_subscriber: z.boolean() });
