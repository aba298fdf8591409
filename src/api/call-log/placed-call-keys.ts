/**
 * The key of a call just placed, read back until the call log has it. A root of its own: the call log's
 * invalidations leave the waiting alone.
 */
export const placedCallKeys = {
  all: ['calls'] as const,
  placed: (callId: string) => [...placedCallKeys.all, 'placed', callId] as const,
};
