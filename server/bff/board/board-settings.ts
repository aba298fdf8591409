import { z } from 'zod';
import { DEFAULT_UTC_OFFSET_MINUTES, utcOffsetMinutesSchema } from '@/core/board/contact-center-day';

/** How the board polls and streams; every value has a production default, and tests shrink the times. */
export type BoardSettings = {
  /** `false` keeps this instance from ever polling: it only streams what the polling instance wrote. */
  poller: boolean;
  /** Agents and running calls are read this often. */
  pollMs: number;
  /** With no viewer on any instance, the board is polled only this often (enough for the sparklines). */
  idlePollMs: number;
  /** Chat conversations are read this often. */
  chatPollMs: number;
  /** Group names are read this often (they rarely change). */
  groupsPollMs: number;
  /** Call-log requests a minute, running calls and today's figures together. */
  callLogPerMinute: number;
  /** The poller's lease: another instance takes polling over this long after the poller was last heard of. */
  leaseMs: number;
  /** How often an instance that does not poll reads what the poller wrote. */
  followMs: number;
  /** How often an open stream checks that its session is still alive (and marks it active). */
  sessionCheckMs: number;
  /** The contact center's day: minutes east of UTC. */
  utcOffsetMinutes: number;
};

export const DEFAULT_BOARD_SETTINGS: BoardSettings = {
  poller: true,
  pollMs: 5_000,
  idlePollMs: 60_000,
  chatPollMs: 15_000,
  groupsPollMs: 60_000,
  callLogPerMinute: 20,
  leaseMs: 15_000,
  followMs: 1_000,
  sessionCheckMs: 30_000,
  utcOffsetMinutes: DEFAULT_UTC_OFFSET_MINUTES,
};

const ms = (fallback: number, min: number) =>
  z.coerce.number().int().min(min).max(3_600_000).default(fallback);
const d = DEFAULT_BOARD_SETTINGS;

const boardEnvSchema = z.object({
  BOARD_POLLER: z.enum(['on', 'off']).default('on'),
  BOARD_POLL_MS: ms(d.pollMs, 100),
  BOARD_IDLE_POLL_MS: ms(d.idlePollMs, 100),
  BOARD_CHAT_POLL_MS: ms(d.chatPollMs, 100),
  BOARD_GROUPS_POLL_MS: ms(d.groupsPollMs, 100),
  BOARD_CALLLOG_PER_MINUTE: z.coerce.number().int().min(1).max(600).default(d.callLogPerMinute),
  BOARD_LEASE_MS: ms(d.leaseMs, 300),
  BOARD_FOLLOW_MS: ms(d.followMs, 50),
  BOARD_SESSION_CHECK_MS: ms(d.sessionCheckMs, 50),
  BOARD_UTC_OFFSET_MINUTES: z.coerce.number().pipe(utcOffsetMinutesSchema).default(d.utcOffsetMinutes),
});

/** The board's settings from the environment, with a clear error naming each bad variable. */
export function boardSettingsFromEnv(env: NodeJS.ProcessEnv): BoardSettings {
  const parsed = boardEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid board settings: ${problems.join('; ')}`);
  }
  const v = parsed.data;
  return {
    poller: v.BOARD_POLLER === 'on',
    pollMs: v.BOARD_POLL_MS,
    idlePollMs: v.BOARD_IDLE_POLL_MS,
    chatPollMs: v.BOARD_CHAT_POLL_MS,
    groupsPollMs: v.BOARD_GROUPS_POLL_MS,
    callLogPerMinute: v.BOARD_CALLLOG_PER_MINUTE,
    leaseMs: v.BOARD_LEASE_MS,
    followMs: v.BOARD_FOLLOW_MS,
    sessionCheckMs: v.BOARD_SESSION_CHECK_MS,
    utcOffsetMinutes: v.BOARD_UTC_OFFSET_MINUTES,
  };
}
