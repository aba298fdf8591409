import { z } from 'zod';
import { phoneNumberSchema } from '../phone-number-schemas';

/**
 * A phone number in any spelling (spaces, dots, dashes, `0…`, `+84…`, `+1…`), sent the way the service
 * writes numbers: Vietnamese ones as `84…`, others as digits with their country code (`normalizePhoneNumber`).
 */
export const callNumberSchema = phoneNumberSchema('Phone number');

const aliasSchema = z.string().trim().max(100, 'must be at most 100 characters').optional();
const httpUrlSchema = z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' });

/** A number outside the platform (for the caller of a call-out, one the account owns). */
export const externalPartySchema = z.object({ number: callNumberSchema, alias: aliasSchema });
export type ExternalParty = z.infer<typeof externalPartySchema>;

/** Either a phone number (`external`) or a platform user, named by user id (`internal`). */
export const callPartySchema = z.discriminatedUnion('type', [
  externalPartySchema.extend({ type: z.literal('external') }),
  z.object({
    type: z.literal('internal'),
    number: z.string().trim().min(1, 'a user id is required').max(100, 'must be at most 100 characters'),
    alias: aliasSchema,
  }),
]);
export type CallParty = z.infer<typeof callPartySchema>;

const loop = z.number().int().min(1).max(100).optional();

/**
 * Steps of an inline call-control script, run in order. `talk` and `play` are the ones the
 * specification shows; `input`, `record` and `connect` carry the usual fields of such scripts.
 */
export const callActionSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('talk'),
    text: z.string().trim().min(1, 'text is required').max(5000),
    voice: z.string().trim().min(1).max(100).optional(),
    speed: z.number().int().min(-3).max(3).optional(),
    loop,
    bargeIn: z.boolean().optional(),
  }),
  z.object({
    action: z.literal('play'),
    /** The generated `filename` of an uploaded greeting file. */
    fileName: z.string().trim().min(1, 'a greeting file is required').max(255),
    loop,
    bargeIn: z.boolean().optional(),
  }),
  z.object({
    action: z.literal('input'),
    /** Where the service posts the keys pressed. */
    submitUrl: httpUrlSchema,
    maxDigits: z.number().int().min(1).max(32).optional(),
    /** Seconds to wait for a key. */
    timeout: z.number().int().min(1).max(60).optional(),
    finishOnKey: z.enum(['#', '*']).optional(),
  }),
  z.object({ action: z.literal('record'), eventUrl: httpUrlSchema.optional() }),
  z.object({ action: z.literal('connect'), from: callPartySchema, to: callPartySchema }),
]);
export type CallAction = z.infer<typeof callActionSchema>;

/** A call-out runs either the script at `answerUrl` or the given `actions`, not both. */
export const callOutInputSchema = z
  .object({
    from: externalPartySchema,
    to: z.array(externalPartySchema).min(1, 'at least one destination is required').max(10),
    answerUrl: httpUrlSchema.optional(),
    actions: z.array(callActionSchema).min(1, 'at least one action is required').max(100).optional(),
  })
  .superRefine((input, ctx) => {
    if ((input.answerUrl === undefined) === (input.actions === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['answerUrl'], message: 'give either answerUrl or actions' });
    }
  });
export type CallOutInput = z.infer<typeof callOutInputSchema>;

/** The service does not promise the new call's id; the sandbox gives it. */
export const callOutResultSchema = z.object({ callId: z.string().nullable() });
export type CallOutResult = z.infer<typeof callOutResultSchema>;

/** Adds someone to a running call; a spy listens without being heard. */
export const addUserInputSchema = z.object({
  callId: z.string().trim().min(1, 'a call id is required').max(100),
  from: externalPartySchema,
  to: callPartySchema,
  spy: z.boolean().default(false),
});
export type AddUserInput = z.infer<typeof addUserInputSchema>;

/** POST /api/calls/:callId/participants: the call comes from the path, not the body. */
export const addUserBodySchema = addUserInputSchema.omit({ callId: true });
export type AddUserBody = z.infer<typeof addUserBodySchema>;
