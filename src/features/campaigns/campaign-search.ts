import { z } from 'zod';

/**
 * The Campaign contacts page's state in the address bar: the campaign picked and the import being
 * followed, so a reload (or a shared link) comes back to the same job and resumes following it.
 */
export const campaignSearchSchema = z.object({
  campaignId: z.string().trim().min(1).max(64).optional().catch(undefined),
  jobId: z.uuid().optional().catch(undefined),
});
export type CampaignSearch = z.infer<typeof campaignSearchSchema>;
