import { z } from 'zod';
import { ccEnvelope, ccPaging, lenientBoolean, pageQuery, pathId, wireCountString, wireFlag } from './common';

export const IVR_NODES_PATH = '/v1/ivrnode';

export const IVR_PLAY_MODES = ['talk', 'play'] as const;
export type IvrPlayMode = (typeof IVR_PLAY_MODES)[number];

/** The service's documented defaults for the optional node fields. */
export const IVR_NODE_DEFAULTS = {
  bargeIn: true,
  loop_count: 1,
  sched: 0,
  voice: 'hn_female_thutrang_phrase_48k-hsmm',
  speed: 0,
  keypress_timeout: 5,
} as const;

/** The spec documents the speed range; the other upper bounds are the sandbox's own (see the README). */
export const IVR_NODE_LIMITS = {
  speed: { min: -3, max: 3 },
  loop_count: { min: 1, max: 100 },
  sched: { min: 0, max: 60_000 },
  keypress_timeout: { min: 1, max: 120 },
} as const;

const L = IVR_NODE_LIMITS;

/** Fields a node create accepts besides tree/name/mode/content; all optional, all also updatable. */
const nodeSettings = {
  bargeIn: lenientBoolean.optional(),
  loop_count: z.number().int().min(L.loop_count.min).max(L.loop_count.max).optional(),
  sched: z.number().int().min(L.sched.min).max(L.sched.max).optional(),
  voice: z.string().trim().min(1).max(100).optional(),
  speed: z.number().int().min(L.speed.min).max(L.speed.max).optional(),
  keypress_timeout: z.number().int().min(L.keypress_timeout.min).max(L.keypress_timeout.max).optional(),
};

const nodeName = z.string().trim().min(1).max(200);
const playMode = z.enum(IVR_PLAY_MODES);
/** Text to speak (mode `talk`) or a greeting file's `filename` (mode `play`). */
const playContent = z.string().trim().min(1).max(5000);

export const createIvrNodeBody = z.object({
  tree: pathId,
  node_name: nodeName,
  node_play_mode: playMode,
  node_play_content: playContent,
  ...nodeSettings,
});

export const updateIvrNodeBody = z.object({
  node_name: nodeName.optional(),
  node_play_mode: playMode.optional(),
  node_play_content: playContent.optional(),
  ...nodeSettings,
});

/** `tree` is listed as optional: without it the list holds every node of the project. */
export const listIvrNodesQuery = pageQuery.extend({ tree: pathId.optional() });

export const wireIvrNode = z.object({
  id: z.string(),
  account: z.number().int(),
  project: z.number().int(),
  tree: z.string(),
  node_name: z.string(),
  node_play_mode: playMode,
  node_play_content: z.string(),
  node_play_option: z.null(),
  bargeIn: wireFlag,
  loop_count: z.number().int(),
  sched: z.number().int(),
  voice: z.string(),
  speed: z.number().int(),
  keypress_timeout: z.number().int(),
  isRootNode: z.boolean(),
  /** Appears in some list items only. */
  greeting_id: z.number().int().nullable().optional(),
});

export const createIvrNodeResponse = ccEnvelope.extend({ ivrNodeID: z.string(), isRootNode: z.boolean() });
export const listIvrNodesResponse = ccEnvelope.extend({
  data: ccPaging.extend({ totalCount: wireCountString, ivrNodes: z.array(wireIvrNode) }),
});
export const updateIvrNodeResponse = ccEnvelope.extend({ ivrNodeID: z.string() });
export const deleteIvrNodeResponse = ccEnvelope;

export type WireIvrNode = z.infer<typeof wireIvrNode>;
