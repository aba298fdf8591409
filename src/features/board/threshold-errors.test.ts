import { describe, expect, it } from 'vitest';
import { boardThresholdsSchema, DEFAULT_THRESHOLDS } from '../../core/board/thresholds';
import { thresholdErrorOf } from './threshold-errors';

const reasonsOf = (input: unknown) => {
  const parsed = boardThresholdsSchema.safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(
    parsed.error.issues.map((issue) => [issue.path.join('.'), thresholdErrorOf(issue)]),
  );
};

describe('threshold errors in the reader’s words', () => {
  it('names the range a number left, a fraction of a second and a missing number', () => {
    expect(
      reasonsOf({
        ...DEFAULT_THRESHOLDS,
        answeredPercent: { amberBelow: 120, redBelow: -1 },
        callWaitingSeconds: { amberOver: 1.5, redOver: Number.NaN },
        chatWaitingSeconds: { amberOver: 0, redOver: 100_000 },
      }),
    ).toEqual({
      'answeredPercent.amberBelow': { reason: 'max', max: 100 },
      'answeredPercent.redBelow': { reason: 'min', min: 0 },
      'callWaitingSeconds.amberOver': { reason: 'whole' },
      'callWaitingSeconds.redOver': { reason: 'number' },
      'chatWaitingSeconds.amberOver': { reason: 'min', min: 1 },
      'chatWaitingSeconds.redOver': { reason: 'max', max: 86_400 },
    });
  });

  it('says which way red must sit from amber', () => {
    expect(
      reasonsOf({
        ...DEFAULT_THRESHOLDS,
        answeredPercent: { amberBelow: 50, redBelow: 70 },
        callWaitingSeconds: { amberOver: 60, redOver: 30 },
      }),
    ).toEqual({
      'answeredPercent.redBelow': { reason: 'redBelowAmber' },
      'callWaitingSeconds.redOver': { reason: 'redAboveAmber' },
    });
  });
});
