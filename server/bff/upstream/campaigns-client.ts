import type { z } from 'zod';
import type { CampaignPhonesResult } from '@/core/api/campaigns';
import type { campaignAddResult } from '../../service-api/campaign-contacts';
import { addCampaignPhonesResponse, CAMPAIGN_ADD_BY_PHONES_PATH } from '../../service-api/campaign-contacts';
import { ServiceContractError } from './errors';
import type { ServiceHttp } from './service-http';

/** r=7: every number is already in the campaign. The data still comes, and nothing needs retrying. */
export const ALL_PHONES_EXIST = 7;

const OPERATION = 'addCampaignPhones';

export const campaignPhonesResultFromWire = (
  data: z.infer<typeof campaignAddResult>,
  allAlreadyInCampaign: boolean,
): CampaignPhonesResult => ({
  total: data.total,
  added: data.added,
  skipped: data.skipped,
  skippedPhones: data.skipped_phones,
  invalid: data.invalid,
  invalidPhones: data.invalid_phones,
  allAlreadyInCampaign,
});

export function campaignsClient(http: ServiceHttp) {
  return {
    /**
     * Adds contacts by phone number; the service normalizes them and skips those already present, so
     * repeating a request is harmless. Callers split long lists (CAMPAIGN_PHONES_MAX per request).
     */
    async addByPhones(campaignId: string, phones: readonly string[]): Promise<CampaignPhonesResult> {
      const answer = await http.call({
        operation: OPERATION,
        surface: 'base',
        method: 'POST',
        path: CAMPAIGN_ADD_BY_PHONES_PATH,
        json: { campaign_id: campaignId, phones },
        schema: addCampaignPhonesResponse,
        acceptedResults: [ALL_PHONES_EXIST],
      });
      if (!answer.data) throw new ServiceContractError(`r=${answer.r} without data`, OPERATION);
      return campaignPhonesResultFromWire(answer.data, answer.r === ALL_PHONES_EXIST);
    },
  };
}

export type CampaignsClient = ReturnType<typeof campaignsClient>;
