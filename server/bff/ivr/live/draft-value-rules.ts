import { z } from 'zod';
import { ivrKeySchema, SMS_TEXT_MAX } from '@/core/api/ivr-keypresses';
import { IVR_NODE_NAME_MAX, IVR_PLAY_CONTENT_MAX, ivrNodeSchema } from '@/core/api/ivr-nodes';
import { MENU_NODE_FIELDS, type MenuNodeField } from '@/core/ivr/menu-equality';

/**
 * What a field of a draft document may hold. A draft may hold what validation will flag (an empty name, a
 * speed out of range: the designer shows the problem, publish refuses it), but only values of the right
 * kind and of bounded size: each node field has its type from ivrNodeSchema, text is capped like the
 * service caps it, numbers are finite integers.
 */
const boundedInt = z.number().int().min(-1_000_000_000).max(1_000_000_000);
const nodeFieldRules: Record<MenuNodeField, z.ZodType> = {
  name: z.string().max(IVR_NODE_NAME_MAX),
  playMode: ivrNodeSchema.shape.playMode,
  playContent: z.string().max(IVR_PLAY_CONTENT_MAX),
  bargeIn: z.boolean(),
  loopCount: boundedInt,
  delayMs: boundedInt,
  voice: z.string().max(100),
  speed: boundedInt,
  keypressTimeoutSeconds: boundedInt,
};
if (Object.keys(nodeFieldRules).length !== MENU_NODE_FIELDS.length) throw new Error('node field rules');

export const isNodeField = (field: string): field is MenuNodeField =>
  (MENU_NODE_FIELDS as readonly string[]).includes(field);

export const nodeFieldValueOk = (field: MenuNodeField, value: unknown): boolean =>
  nodeFieldRules[field].safeParse(value).success;

const text = (max: number) => z.string().max(max);
/**
 * Exactly the fields of each action (strict: nothing else rides along into the document). Built once:
 * a large paste checks thousands of actions, and a schema per check costs more than the check.
 */
const actionSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('voicemail') }),
  z.strictObject({ kind: z.literal('queue'), queueId: text(64) }),
  z.strictObject({ kind: z.literal('forward'), toPhoneNumber: text(32), callerId: text(32).optional() }),
  z.strictObject({ kind: z.literal('node'), nextNodeId: z.string() }),
  z.strictObject({ kind: z.literal('sms'), text: text(SMS_TEXT_MAX).optional() }),
  z.strictObject({ kind: z.literal('hangup') }),
]);

export const KEY_FIELDS = ['nodeId', 'key', 'action'] as const;

export function keyFieldValueOk(field: string, value: unknown, isDraftId: (id: string) => boolean): boolean {
  if (field === 'nodeId') return typeof value === 'string' && isDraftId(value);
  if (field === 'key') return ivrKeySchema.safeParse(value).success;
  if (field === 'action') {
    const action = actionSchema.safeParse(value);
    return action.success && (action.data.kind !== 'node' || isDraftId(action.data.nextNodeId));
  }
  return false;
}

const xySchema = z.strictObject({ x: z.number().finite(), y: z.number().finite() });
export const positionOk = (value: unknown): boolean => xySchema.safeParse(value).success;
