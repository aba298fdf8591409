import type { AddByPhones } from '../../jobs/run-import';

/** The real campaigns client, with a record of every add-by-phones request it was asked to make. */
export function countingCampaigns(client: AddByPhones, calls: string[][]): AddByPhones {
  return {
    addByPhones: (campaignId, phones) => {
      calls.push([...phones]);
      return client.addByPhones(campaignId, phones);
    },
  };
}
