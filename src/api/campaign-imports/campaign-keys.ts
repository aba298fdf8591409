/** Every query key of /api/campaigns/imports; mutations invalidate through these. */
export const campaignKeys = {
  all: ['campaigns'] as const,
  imports: {
    all: () => [...campaignKeys.all, 'imports'] as const,
    lists: () => [...campaignKeys.imports.all(), 'list'] as const,
    list: (campaignId: string | undefined) => [...campaignKeys.imports.lists(), campaignId ?? null] as const,
    detail: (jobId: string) => [...campaignKeys.imports.all(), 'detail', jobId] as const,
    report: (jobId: string) => [...campaignKeys.imports.all(), 'report', jobId] as const,
  },
};
