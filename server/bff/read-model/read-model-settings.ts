import { z } from 'zod';
import { msSetting, settingsFromEnv, switchSetting } from '../../env-settings';

/** How the read model is refreshed; every value has a production default, and tests shrink the times. */
export type ReadModelSettings = {
  /** `false`: this instance never refreshes in the background (it still reads through and writes through). */
  refresher: boolean;
  /** The flat lists (agents, groups, routings, blacklist, SIP, greetings, trees) are re-read this often. */
  listsEveryMs: number;
  /** Pause between two full walks of the IVR menus (nodes of every tree, keys of every node). */
  walkPauseMs: number;
  /** How often the refresher wakes up (takes or renews the lease, starts what is due). */
  tickMs: number;
  /** Another instance takes refreshing over this long after the refresher was last heard of. */
  leaseMs: number;
  /** The refresher's share of each rate limit the service has (0–1): people's requests keep the rest. */
  budgetShare: number;
  /** The refresher's own pace for endpoint groups the service names no limit for. */
  callsPerMinute: number;
};

export const DEFAULT_READ_MODEL_SETTINGS: ReadModelSettings = {
  refresher: true,
  listsEveryMs: 30_000,
  walkPauseMs: 30_000,
  tickMs: 1_000,
  leaseMs: 30_000,
  budgetShare: 0.5,
  callsPerMinute: 1_200,
};

const d = DEFAULT_READ_MODEL_SETTINGS;

const readModelEnv = {
  refresher: ['READ_MODEL_REFRESHER', switchSetting('on')],
  listsEveryMs: ['READ_MODEL_LISTS_EVERY_MS', msSetting(d.listsEveryMs, 100)],
  walkPauseMs: ['READ_MODEL_WALK_PAUSE_MS', msSetting(d.walkPauseMs, 0)],
  tickMs: ['READ_MODEL_TICK_MS', msSetting(d.tickMs, 20)],
  leaseMs: ['READ_MODEL_LEASE_MS', msSetting(d.leaseMs, 300)],
  budgetShare: ['READ_MODEL_BUDGET_SHARE', z.coerce.number().gt(0).max(1).default(d.budgetShare)],
  callsPerMinute: [
    'READ_MODEL_CALLS_PER_MINUTE',
    z.coerce.number().int().min(1).max(60_000).default(d.callsPerMinute),
  ],
} as const;

/** The read model's settings from the environment, with a clear error naming each bad variable. */
export const readModelSettingsFromEnv = (env: NodeJS.ProcessEnv): ReadModelSettings =>
  settingsFromEnv('read model settings', readModelEnv, env);
