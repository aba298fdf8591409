export const sessionKeys = {
  all: ['session'] as const,
  current: () => [...sessionKeys.all, 'current'] as const,
  deployment: () => [...sessionKeys.all, 'deployment'] as const,
};
