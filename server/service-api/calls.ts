import { z } from 'zod';
import { resultEnvelope } from './common';

export const CALLOUT_PATH = '/v1/call2/callout';
export const ADD_USER_PATH = '/v1/call2/adduser';

const alias = z.string().max(100).optional();

/** A phone number: digits with an optional leading `+` (e.g. `84901234567`, `+84901234567`). */
const phoneNumber = z
  .string()
  .trim()
  .regex(/^\+?\d{3,20}$/, 'expected a phone number (digits, optionally with a leading +)');

/** A party outside the platform: a phone number (for `from`, one owned by the account). */
export const externalParty = z.object({ type: z.literal('external'), number: phoneNumber, alias });

/** A party on the platform: `number` is the user id. */
export const internalParty = z.object({
  type: z.literal('internal'),
  number: z.string().trim().min(1).max(100),
  alias,
});

export const callParty = z.discriminatedUnion('type', [externalParty, internalParty]);
export type CallParty = z.infer<typeof callParty>;

const loop = z.number().int().min(1).max(100).optional();

/**
 * SCCO actions of an inline call-control script. `talk` and `play` are checked field by field (a `play`
 * must name an uploaded greeting file, checked by the service); the other actions are passed through.
 */
export const sccoAction = z.discriminatedUnion('action', [
  z.looseObject({
    action: z.literal('talk'),
    text: z.string().trim().min(1).max(5000),
    voice: z.string().optional(),
    speed: z.number().int().min(-3).max(3).optional(),
    loop,
    bargeIn: z.boolean().optional(),
  }),
  z.looseObject({
    action: z.literal('play'),
    fileName: z.string().trim().min(1).max(255),
    loop,
    bargeIn: z.boolean().optional(),
  }),
  z.looseObject({ action: z.literal('input') }),
  z.looseObject({ action: z.literal('record') }),
  z.looseObject({ action: z.literal('connect') }),
]);
export type SccoAction = z.infer<typeof sccoAction>;

export const calloutFields = z.object({
  from: externalParty,
  to: z.array(externalParty).min(1, 'at least one destination is required').max(10),
  answer_url: z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' }).optional(),
  actions: z.array(sccoAction).min(1, 'at least one action is required').max(100).optional(),
});

/** Either `answer_url` or `actions` must be given (both is allowed: the inline actions run). */
export const calloutBody = calloutFields.refine(
  (body) => body.answer_url !== undefined || body.actions !== undefined,
  { path: ['answer_url'], error: 'answer_url or actions is required' },
);
export type CalloutBody = z.infer<typeof calloutBody>;

export const addUserBody = z.object({
  callId: z.string().trim().min(1).max(100),
  from: callParty,
  to: callParty,
  spyCall: z.boolean().default(false),
});
export type AddUserBody = z.infer<typeof addUserBody>;

/** `message` is optional in the spec; the sandbox also returns the new call's id as `callId`. */
export const calloutResponse = resultEnvelope.extend({
  message: z.string().optional(),
  callId: z.string().optional(),
});

export const addUserResponse = resultEnvelope.extend({ message: z.string().optional() });
