import { z } from 'zod';

/** The colour a threshold turns a tile: `ok` when no threshold is crossed. */
export type Level = 'ok' | 'amber' | 'red';

const percent = z
  .number({ error: 'must be a number' })
  .min(0, 'must be 0 or more')
  .max(100, 'must be 100 or less');
const seconds = z
  .number({ error: 'must be a number' })
  .int('must be a whole number of seconds')
  .min(1, 'must be at least 1 second')
  .max(86_400, 'must be at most 86,400 seconds (a day)');

/** A figure that is bad when low: amber below one value, red below a lower (or equal) one. */
const lowerBound = z
  .object({ amberBelow: percent.nullable(), redBelow: percent.nullable() })
  .refine((t) => t.amberBelow === null || t.redBelow === null || t.redBelow <= t.amberBelow, {
    message: 'red must be at or below amber',
    path: ['redBelow'],
  });

/** A wait that is bad when long: amber over one value, red over a higher (or equal) one. */
const upperBound = z
  .object({ amberOver: seconds.nullable(), redOver: seconds.nullable() })
  .refine((t) => t.amberOver === null || t.redOver === null || t.redOver >= t.amberOver, {
    message: 'red must be at or above amber',
    path: ['redOver'],
  });

/**
 * A board's thresholds as a lead sets them. Null leaves a threshold off. Group members are kept here
 * because the service has no way to say which agents belong to which group.
 */
export const boardThresholdsSchema = z
  .object({
    answeredPercent: lowerBound,
    /** A running call not yet answered, by how long it has been ringing or waiting. */
    callWaitingSeconds: upperBound,
    /** An open chat conversation not yet answered. */
    chatWaitingSeconds: upperBound,
    /** A group none of whose members is free of a call. */
    noAgentAvailableInGroup: z.enum(['off', 'amber', 'red']),
    /** A short tone when a tile turns red. */
    sound: z.boolean(),
    groupMembers: z
      .record(z.string().min(1).max(100), z.array(z.string().min(1).max(100)).max(1000))
      .refine((members) => Object.keys(members).length <= 500, 'at most 500 groups'),
  })
  .strict();
export type BoardThresholds = z.infer<typeof boardThresholdsSchema>;

export const DEFAULT_THRESHOLDS: BoardThresholds = {
  answeredPercent: { amberBelow: 80, redBelow: 60 },
  callWaitingSeconds: { amberOver: 60, redOver: 120 },
  chatWaitingSeconds: { amberOver: 120, redOver: 300 },
  noAgentAvailableInGroup: 'red',
  sound: false,
  groupMembers: {},
};

export function levelBelow(value: number | null, t: BoardThresholds['answeredPercent']): Level {
  if (value === null) return 'ok';
  if (t.redBelow !== null && value < t.redBelow) return 'red';
  if (t.amberBelow !== null && value < t.amberBelow) return 'amber';
  return 'ok';
}

export function levelOver(valueSeconds: number | null, t: BoardThresholds['callWaitingSeconds']): Level {
  if (valueSeconds === null) return 'ok';
  if (t.redOver !== null && valueSeconds > t.redOver) return 'red';
  if (t.amberOver !== null && valueSeconds > t.amberOver) return 'amber';
  return 'ok';
}

/** The level of a group: no member free of a call (and at least one member known) crosses the threshold. */
export function groupLevel(
  memberStates: ReadonlyArray<'in_call' | 'not_in_call'>,
  setting: BoardThresholds['noAgentAvailableInGroup'],
): Level {
  if (setting === 'off' || memberStates.length === 0) return 'ok';
  return memberStates.some((state) => state === 'not_in_call') ? 'ok' : setting;
}

export const worst = (...levels: Level[]): Level =>
  levels.includes('red') ? 'red' : levels.includes('amber') ? 'amber' : 'ok';
