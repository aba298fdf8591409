import { z } from 'zod';
import { isPhoneLikeText } from '../../src/core/phone-number';
import { ccEnvelope, ccPaging, lenientBoolean, withMessage, wireCountString, wireFlag } from './common';

export const BLACKLIST_NUMBERS_PATH = '/v1/blacklistnumber';

/** A caller's number, any country, kept as written (trimmed). */
export const blacklistedNumber = z
  .string()
  .trim()
  .refine(isPhoneLikeText, 'a phone number: digits, an optional leading + and separators');

export const createBlacklistNumberBody = z.object({
  number: blacklistedNumber,
  ivr_blocked: lenientBoolean.optional(),
  queue_blocked: lenientBoolean.optional(),
});
export const updateBlacklistNumberBody = createBlacklistNumberBody;

export const wireBlacklistNumber = z.object({
  id: z.string(),
  account: z.number().int(),
  project: z.number().int(),
  number: z.string(),
  ivr_blocked: wireFlag,
  queue_blocked: wireFlag,
});

export const createBlacklistNumberResponse = ccEnvelope.extend({ blacklistNumberID: z.string() });
export const listBlacklistNumbersResponse = ccEnvelope.extend({
  data: ccPaging.extend({ totalCount: wireCountString, blacklistNumbers: z.array(wireBlacklistNumber) }),
});
/** The spec says `project` and `blacklistNumberID` are "possibly" present; the sandbox always sends both. */
export const updateBlacklistNumberResponse = withMessage.extend({
  project: z.number().int().optional(),
  blacklistNumberID: z.string().optional(),
});
export const deleteBlacklistNumberResponse = ccEnvelope;
