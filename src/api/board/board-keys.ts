export const boardKeys = {
  all: ['board'] as const,
  thresholds: () => [...boardKeys.all, 'thresholds'] as const,
};
