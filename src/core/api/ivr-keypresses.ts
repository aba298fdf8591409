import { z } from 'zod';
import { isPhoneLikeText, stripPhoneSeparators } from '../phone-number';
import { objectId, optionalText, PHONE_LIKE_MESSAGE, phoneLikeText } from './field-rules';

/** Nothing was pressed before the node's keypress timeout. */
export const EMPTY_KEY = 'EMPTY_KEY';
/** A key that no other entry of the node handles. */
export const INVALID_KEY = 'INVALID_KEY';

export const IVR_KEYS = [
  '0',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '*',
  '#',
  EMPTY_KEY,
  INVALID_KEY,
] as const;
export type IvrKey = (typeof IVR_KEYS)[number];
export const ivrKeySchema = z.enum(IVR_KEYS, {
  error: `Key is one of 0-9, *, #, ${EMPTY_KEY} (nothing pressed) or ${INVALID_KEY} (an unhandled key)`,
});

/** Voicemail and SMS are accepted and stored, but the service marks them as coming soon. */
export const KEYPRESS_ACTION_KINDS = ['voicemail', 'queue', 'forward', 'node', 'sms', 'hangup'] as const;
export type KeypressActionKind = (typeof KEYPRESS_ACTION_KINDS)[number];

const kindError = { error: `Action is one of ${KEYPRESS_ACTION_KINDS.join(', ')}` };

/** What a key does, as the BFF answers it. */
export const keypressActionSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('voicemail') }),
    z.object({ kind: z.literal('queue'), queueId: z.string() }),
    /** callerId: the number shown to the forward target when calling out. */
    z.object({ kind: z.literal('forward'), toPhoneNumber: z.string(), callerId: z.string().optional() }),
    z.object({ kind: z.literal('node'), nextNodeId: z.string() }),
    z.object({ kind: z.literal('sms'), text: z.string().optional() }),
    z.object({ kind: z.literal('hangup') }),
  ],
  kindError,
);
export type KeypressAction = z.infer<typeof keypressActionSchema>;

/** Forward numbers travel without separators: the service takes digits with an optional leading +. */
const forwardNumber = (label: string) => phoneLikeText(label).transform(stripPhoneSeparators);
/** A blank field means no caller id. */
const optionalForwardNumber = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .refine((value) => value === '' || isPhoneLikeText(value), `${label}: ${PHONE_LIKE_MESSAGE}`)
    .transform((value) => (value === '' ? undefined : stripPhoneSeparators(value)))
    .optional();

export const SMS_TEXT_MAX = 1000;

/** What a key does, as a form sends it: each action with the fields it needs. */
export const keypressActionInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('voicemail') }),
    z.object({ kind: z.literal('queue'), queueId: objectId('Queue') }),
    z.object({
      kind: z.literal('forward'),
      toPhoneNumber: forwardNumber('Forward number'),
      callerId: optionalForwardNumber('Caller id'),
    }),
    z.object({ kind: z.literal('node'), nextNodeId: objectId('Next node') }),
    z.object({ kind: z.literal('sms'), text: optionalText('SMS text', SMS_TEXT_MAX) }),
    z.object({ kind: z.literal('hangup') }),
  ],
  kindError,
);
export type KeypressActionInput = z.infer<typeof keypressActionInputSchema>;

export const ivrKeypressSchema = z.object({
  id: z.string(),
  treeId: z.string(),
  nodeId: z.string(),
  key: ivrKeySchema,
  action: keypressActionSchema,
});
export type IvrKeypress = z.infer<typeof ivrKeypressSchema>;

export const createIvrKeypressInputSchema = z.object({
  nodeId: objectId('Node'),
  key: ivrKeySchema,
  action: keypressActionInputSchema,
});
export type CreateIvrKeypressInput = z.infer<typeof createIvrKeypressInputSchema>;

/** A given action replaces the key's whole action, including the fields of the previous one. */
export const updateIvrKeypressInputSchema = z.object({
  key: ivrKeySchema.optional(),
  action: keypressActionInputSchema.optional(),
});
export type UpdateIvrKeypressInput = z.infer<typeof updateIvrKeypressInputSchema>;

/** POST /api/ivr/nodes/:nodeId/keys: the node comes from the path, not the body. */
export const createIvrKeypressBodySchema = createIvrKeypressInputSchema.omit({ nodeId: true });
export type CreateIvrKeypressBody = z.infer<typeof createIvrKeypressBodySchema>;
