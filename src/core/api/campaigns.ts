import { z } from 'zod';
import { objectId } from './field-rules';

/** The service recommends at most this many phones per request; longer lists go in batches of 500–1,000. */
export const CAMPAIGN_PHONES_PER_REQUEST_MAX = 1000;

export const campaignIdSchema = objectId('Campaign');

/**
 * Phones as written: the service normalizes each to its 84… form and reports the ones it cannot, so
 * nothing is refused here for its format.
 */
export const addCampaignPhonesInputSchema = z.object({
  phones: z
    .array(
      z
        .string({ error: 'Each phone number must be text' })
        .max(100, 'A phone number is at most 100 characters'),
      {
        error: 'Phones is a list of phone numbers',
      },
    )
    .min(1, 'Add at least one phone number')
    .max(
      CAMPAIGN_PHONES_PER_REQUEST_MAX,
      `At most ${CAMPAIGN_PHONES_PER_REQUEST_MAX} phone numbers per request; send longer lists in batches`,
    ),
});
export type AddCampaignPhonesInput = z.infer<typeof addCampaignPhonesInputSchema>;

/** What one request did to the campaign's contact list. */
export const campaignPhonesResultSchema = z.object({
  /** Valid numbers sent, each counted once. */
  total: z.number().int(),
  added: z.number().int(),
  /** Already in the campaign, in their 84… form. */
  skipped: z.number().int(),
  skippedPhones: z.array(z.string()),
  invalid: z.number().int(),
  /** As they were sent. */
  invalidPhones: z.array(z.string()),
  /** Every valid number was already in the campaign: nothing to retry, nothing added. */
  allAlreadyInCampaign: z.boolean(),
});
export type CampaignPhonesResult = z.infer<typeof campaignPhonesResultSchema>;
