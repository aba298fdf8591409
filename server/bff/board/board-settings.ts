import { z } from 'zod';
import { DEFAULT_UTC_OFFSET_MINUTES, utcOffsetMinutesSchema } from '@/core/board/contact-center-day';
import { msSetting, settingsFromEnv, switchSetting } from '../../env-settings';

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

const d = DEFAULT_BOARD_SETTINGS;

const boardEnv = {
  poller: ['BOARD_POLLER', switchSetting('on')],
  pollMs: ['BOARD_POLL_MS', msSetting(d.pollMs, 100)],
  idlePollMs: ['BOARD_IDLE_POLL_MS', msSetting(d.idlePollMs, 100)],
  chatPollMs: ['BOARD_CHAT_POLL_MS', msSetting(d.chatPollMs, 100)],
  groupsPollMs: ['BOARD_GROUPS_POLL_MS', msSetting(d.groupsPollMs, 100)],
  callLogPerMinute: [
    'BOARD_CALLLOG_PER_MINUTE',
    z.coerce.number().int().min(1).max(600).default(d.callLogPerMinute),
  ],
  leaseMs: ['BOARD_LEASE_MS', msSetting(d.leaseMs, 300)],
  followMs: ['BOARD_FOLLOW_MS', msSetting(d.followMs, 50)],
  sessionCheckMs: ['BOARD_SESSION_CHECK_MS', msSetting(d.sessionCheckMs, 50)],
  utcOffsetMinutes: [
    'BOARD_UTC_OFFSET_MINUTES',
    z.coerce.number().pipe(utcOffsetMinutesSchema).default(d.utcOffsetMinutes),
  ],
} as const;

/** The board's settings from the environment, with a clear error naming each bad variable. */
export const boardSettingsFromEnv = (env: NodeJS.ProcessEnv): BoardSettings =>
  settingsFromEnv('board settings', boardEnv, env);
