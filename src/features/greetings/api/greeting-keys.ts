/** Every query key of the greetings feature; mutations invalidate through these. */
export const greetingKeys = {
  all: ['greetings'] as const,
  lists: () => [...greetingKeys.all, 'list'] as const,
  usage: () => [...greetingKeys.all, 'usage'] as const,
};
