/** Every query key of the calls feature. */
export const callsKeys = {
  all: ['calls'] as const,
  placed: (callId: string) => [...callsKeys.all, 'placed', callId] as const,
};
