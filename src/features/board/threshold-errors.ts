import type { z } from 'zod';

/** Why a threshold field is refused, as a key of the board's translations and its values. */
export type ThresholdError =
  | { reason: 'number' | 'whole' | 'redBelowAmber' | 'redAboveAmber' }
  | { reason: 'min'; min: number }
  | { reason: 'max'; max: number };

/**
 * A threshold schema's issue in words the reader's language can give: the core schema's own messages are
 * English, for the BFF's logs and answers.
 */
export function thresholdErrorOf(issue: z.core.$ZodIssue): ThresholdError {
  switch (issue.code) {
    case 'too_small':
      return { reason: 'min', min: Number(issue.minimum) };
    case 'too_big':
      return { reason: 'max', max: Number(issue.maximum) };
    case 'invalid_type':
      return { reason: issue.expected === 'int' ? 'whole' : 'number' };
    default:
      return { reason: issue.path.at(-1) === 'redBelow' ? 'redBelowAmber' : 'redAboveAmber' };
  }
}
