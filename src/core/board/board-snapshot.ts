import { z } from 'zod';
import { contactCenterDaySchema } from './contact-center-day';

const epochMs = z.number().int();

/**
 * An agent's tile. `state` comes from `system_status` (the one code whose meaning the specification gives);
 * `manualStatus` is shown as the service wrote it, and `deviceStatus` raw: its meaning is not documented.
 */
export const boardAgentSchema = z.object({
  id: z.string(),
  name: z.string(),
  serviceUserId: z.string(),
  state: z.enum(['in_call', 'not_in_call']),
  manualStatus: z.string().nullable(),
  deviceStatus: z.number().int(),
  /** When the agent entered this state, or null when neither the service nor our polls can tell. */
  since: epochMs.nullable(),
  /** Whether `since` comes from the service's own timestamps or from the poll that first saw the state. */
  sinceSource: z.enum(['service', 'observed']).nullable(),
});
export type BoardAgent = z.infer<typeof boardAgentSchema>;

export const boardGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The service's `number_of_agent`, when the list gives it. */
  agentCount: z.number().int().nullable(),
});
export type BoardGroup = z.infer<typeof boardGroupSchema>;

/** A call whose `stop_time` is still 0. Names are the call's aliases or, failing those, an agent's name. */
export const boardRunningCallSchema = z.object({
  id: z.string(),
  fromNumber: z.string(),
  fromName: z.string().nullable(),
  toNumber: z.string(),
  toName: z.string().nullable(),
  startTime: epochMs,
  answerTime: epochMs.nullable(),
  /** Users added to the call (spies included), from its `participants`. */
  listeners: z.number().int(),
});
export type BoardRunningCall = z.infer<typeof boardRunningCallSchema>;

export const hotlineFiguresSchema = z.object({
  number: z.string(),
  alias: z.string().nullable(),
  calls: z.number().int(),
  answered: z.number().int(),
  unanswered: z.number().int(),
});
export type HotlineFigures = z.infer<typeof hotlineFiguresSchema>;

/** Today so far, from calls that started today (the contact center's day) and have ended. */
export const todayFiguresSchema = z.object({
  day: contactCenterDaySchema,
  /** False while the day's earlier calls are still being read in (the first minutes after a start). */
  complete: z.boolean(),
  calls: z.number().int(),
  answered: z.number().int(),
  unanswered: z.number().int(),
  answeredPercent: z.number().nullable(),
  averageTalkSeconds: z.number().nullable(),
  longestTalkSeconds: z.number().nullable(),
  busiestHour: z.object({ hour: z.number().int().min(0).max(23), calls: z.number().int() }).nullable(),
  hotlines: z.array(hotlineFiguresSchema),
});
export type TodayFigures = z.infer<typeof todayFiguresSchema>;

const rawCodeCountSchema = z.object({ code: z.number().int(), count: z.number().int() });

/**
 * Chat now, from the conversations of the last day. Open = no end time; waiting = open and not answered.
 * `chatStatus` and `resolved` are counted by raw code: the specification does not say what they mean.
 */
export const chatNowSchema = z.object({
  open: z.number().int(),
  waiting: z.number().int(),
  /** When the longest-waiting open conversation was created. */
  oldestWaitingSince: epochMs.nullable(),
  chatStatusCodes: z.array(rawCodeCountSchema),
  resolvedCodes: z.array(rawCodeCountSchema),
  /** How far back the conversations were read. */
  since: epochMs,
});
export type ChatNow = z.infer<typeof chatNowSchema>;

export const SOURCES = ['agents', 'calls', 'today', 'chat'] as const;
export type BoardSource = (typeof SOURCES)[number];

/** How one source fared: when it was last read, and since when it has been failing. */
export const sourceHealthSchema = z.object({
  readAt: epochMs.nullable(),
  failingSince: epochMs.nullable(),
  /** The last failure in words (never a secret: the service's message or our own). */
  error: z.string().nullable(),
});
export type SourceHealth = z.infer<typeof sourceHealthSchema>;

export const boardSnapshotSchema = z.object({
  /** The server's clock when the snapshot was made: the browser measures ages against it. */
  generatedAt: epochMs,
  agents: z.array(boardAgentSchema),
  groups: z.array(boardGroupSchema),
  runningCalls: z.array(boardRunningCallSchema),
  today: todayFiguresSchema.nullable(),
  chat: chatNowSchema.nullable(),
  health: z.record(z.enum(SOURCES), sourceHealthSchema),
});
export type BoardSnapshot = z.infer<typeof boardSnapshotSchema>;

export const FIGURES = [
  'agentsInCall',
  'agentsNotInCall',
  'runningCalls',
  'todayCalls',
  'answeredPercent',
  'chatWaiting',
] as const;
export type Figure = (typeof FIGURES)[number];

/** One point a minute for the last two hours, per figure: [minute start in epoch ms, value]. */
export const boardHistorySchema = z.record(
  z.enum(FIGURES),
  z.array(z.tuple([epochMs, z.number().nullable()])),
);
export type BoardHistory = z.infer<typeof boardHistorySchema>;
