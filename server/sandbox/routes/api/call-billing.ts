/**
 * Minutes are billed per started minute, so `answer_duration_minutes` is the answered seconds rounded up;
 * `totalAnswerDurationMinutes` sums the same figure. `amount` is in VND.
 */
export const billedMinutes = (answerSeconds: number) => Math.ceil(answerSeconds / 60);

/** The same rounding in SQL, for sums over the call log. */
export const BILLED_MINUTES_SQL = 'ceil(answer_duration / 60.0)';

export const RATE_VND_PER_MINUTE = { outbound: 880, inbound: 300, internal: 0 } as const;

export const callAmount = (answerSeconds: number, rate: number) => billedMinutes(answerSeconds) * rate;
