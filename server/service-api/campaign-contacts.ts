import { z } from 'zod';
import { withMsg } from './common';

/** Campaign contacts: these answers carry `msg`, not `message`. */
export const CAMPAIGN_ADD_BY_PHONES_PATH = '/v1/customcampaign/add-by-phones';

/** The spec recommends at most 1,000 phones per request (batches of 500–1,000); the sandbox enforces it. */
export const CAMPAIGN_PHONES_MAX = 1000;

export const addCampaignPhonesBody = z.object({
  campaign_id: z.string().min(1).max(64),
  phones: z
    .array(z.string())
    .min(1, 'send at least one phone number')
    .max(
      CAMPAIGN_PHONES_MAX,
      `at most ${CAMPAIGN_PHONES_MAX} phones per request; send larger lists in batches of 500 to 1,000`,
    ),
});

export const campaignAddResult = z.object({
  /** Valid numbers sent, each counted once. */
  total: z.number().int(),
  added: z.number().int(),
  /** Already in the campaign; listed in their 84… form. */
  skipped: z.number().int(),
  skipped_phones: z.array(z.string()),
  invalid: z.number().int(),
  /** As sent. */
  invalid_phones: z.array(z.string()),
});

/** `data` may be absent when r is 2 (missing params) or 3 (campaign not found). */
export const addCampaignPhonesResponse = withMsg.extend({ data: campaignAddResult.optional() });
