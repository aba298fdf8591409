import { z } from 'zod/mini';
import { droppedWhenMalformed, searchText } from '@/lib/url-search';

/**
 * The Campaign contacts page's state in the address bar: the campaign picked and the import being
 * followed, so a reload (or a shared link) comes back to the same job and resumes following it.
 */
export const campaignSearchSchema = z.object({
  campaignId: searchText(64, 1),
  jobId: droppedWhenMalformed(z.uuid()),
});
export type CampaignSearch = z.infer<typeof campaignSearchSchema>;
