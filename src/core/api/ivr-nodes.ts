import { z } from 'zod';
import { flag, integerBetween, objectId, requiredText } from './field-rules';

/** `talk` speaks playContent with text-to-speech; `play` plays the greeting file named by playContent. */
export const IVR_PLAY_MODES = ['talk', 'play'] as const;
export type IvrPlayMode = (typeof IVR_PLAY_MODES)[number];
export const ivrPlayModeSchema = z.enum(IVR_PLAY_MODES, {
  error: 'Play mode is talk (text-to-speech) or play (a greeting file)',
});

/** What the service applies when a create leaves a setting out; forms start from these. */
export const IVR_NODE_SETTING_DEFAULTS = {
  bargeIn: true,
  loopCount: 1,
  delayMs: 0,
  voice: 'hn_female_thutrang_phrase_48k-hsmm',
  speed: 0,
  keypressTimeoutSeconds: 5,
} as const;

/** Speed's range is the service's; the other bounds are those the service contract enforces. */
export const IVR_NODE_SETTING_LIMITS = {
  speed: { min: -3, max: 3 },
  loopCount: { min: 1, max: 100 },
  delayMs: { min: 0, max: 60_000 },
  keypressTimeoutSeconds: { min: 1, max: 120 },
} as const;

export const IVR_NODE_NAME_MAX = 200;
export const IVR_PLAY_CONTENT_MAX = 5000;

export const ivrNodeSchema = z.object({
  id: z.string(),
  treeId: z.string(),
  name: z.string(),
  playMode: ivrPlayModeSchema,
  /** The text to speak (talk) or the greeting file's name (play). */
  playContent: z.string(),
  /** The caller may press a key before the prompt has finished. */
  bargeIn: z.boolean(),
  loopCount: z.number().int(),
  /** Silence before the prompt plays. */
  delayMs: z.number().int(),
  /** Text-to-speech voice and speed: used in talk mode only. */
  voice: z.string(),
  speed: z.number().int(),
  keypressTimeoutSeconds: z.number().int(),
  isRoot: z.boolean(),
  greetingId: z.number().int().nullable(),
});
export type IvrNode = z.infer<typeof ivrNodeSchema>;

const L = IVR_NODE_SETTING_LIMITS;
const settings = {
  bargeIn: flag('Barge-in').optional(),
  loopCount: integerBetween('Loop count', L.loopCount.min, L.loopCount.max).optional(),
  delayMs: integerBetween('Delay (ms)', L.delayMs.min, L.delayMs.max).optional(),
  voice: requiredText('Voice', 100).optional(),
  speed: integerBetween('Speed', L.speed.min, L.speed.max).optional(),
  keypressTimeoutSeconds: integerBetween(
    'Keypress timeout (s)',
    L.keypressTimeoutSeconds.min,
    L.keypressTimeoutSeconds.max,
  ).optional(),
};
const nodeName = requiredText('Node name', IVR_NODE_NAME_MAX);
const playContent = requiredText('Text to speak or greeting file', IVR_PLAY_CONTENT_MAX);

/** Settings left out take the service's defaults (IVR_NODE_SETTING_DEFAULTS). */
export const createIvrNodeInputSchema = z.object({
  treeId: objectId('Tree'),
  name: nodeName,
  playMode: ivrPlayModeSchema,
  playContent,
  ...settings,
});
export type CreateIvrNodeInput = z.infer<typeof createIvrNodeInputSchema>;

/** Only what is given changes. */
export const updateIvrNodeInputSchema = z.object({
  name: nodeName.optional(),
  playMode: ivrPlayModeSchema.optional(),
  playContent: playContent.optional(),
  ...settings,
});
export type UpdateIvrNodeInput = z.infer<typeof updateIvrNodeInputSchema>;

/** POST /api/ivr/trees/:treeId/nodes: the tree comes from the path, not the body. */
export const createIvrNodeBodySchema = createIvrNodeInputSchema.omit({ treeId: true });
export type CreateIvrNodeBody = z.infer<typeof createIvrNodeBodySchema>;

export const createdIvrNodeSchema = z.object({
  id: z.string(),
  isRoot: z.boolean().describe("The tree's first node becomes its root"),
});
export type CreatedIvrNode = z.infer<typeof createdIvrNodeSchema>;
