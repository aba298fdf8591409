import type { FastifyInstance } from 'fastify';
import { classifyVietnamPhones } from '@/core/phone-number';
import { addCampaignPhonesBody, CAMPAIGN_ADD_BY_PHONES_PATH } from '@server/service-api/campaign-contacts';
import type { SandboxDeps } from '../../deps';
import { okMsg } from '../../reply';
import { R, SandboxError } from '../../result-codes';
import { parseInput } from '../../validate';

/** These answers carry `msg`; the route config makes failures use it too. */
const msgRoute = { config: { messageKey: 'msg' as const } };

/**
 * Adds phones to a campaign. Every number is normalized to its `84…` form; numbers already in the campaign
 * are skipped, so repeating a request adds nothing twice. One request is one transaction.
 */
export function registerCampaignContactRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  const { db } = deps;

  app.post(CAMPAIGN_ADD_BY_PHONES_PATH, msgRoute, async (request) => {
    const body = parseInput(addCampaignPhonesBody, request.body);
    const { valid, invalid } = classifyVietnamPhones(body.phones);

    const skippedPhones = await db.transaction().execute(async (trx) => {
      const campaign = await trx
        .selectFrom('campaigns')
        .select('id')
        .where('id', '=', body.campaign_id)
        .executeTakeFirst();
      if (!campaign) throw new SandboxError(R.CAMPAIGN_NOT_FOUND, 'Campaign not found');
      if (valid.length === 0) return [];
      const present = await trx
        .selectFrom('campaign_contacts')
        .select('phone')
        .where('campaign_id', '=', campaign.id)
        .where('phone', 'in', valid)
        .execute();
      const presentSet = new Set(present.map((row) => row.phone));
      const fresh = valid.filter((phone) => !presentSet.has(phone));
      if (fresh.length > 0) {
        const created = Date.now();
        await trx
          .insertInto('campaign_contacts')
          .values(fresh.map((phone) => ({ campaign_id: campaign.id, phone, created })))
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
      return valid.filter((phone) => presentSet.has(phone));
    });

    const data = {
      total: valid.length,
      added: valid.length - skippedPhones.length,
      skipped: skippedPhones.length,
      skipped_phones: skippedPhones,
      invalid: invalid.length,
      invalid_phones: invalid.map((entry) => entry.raw),
    };
    if (data.total > 0 && data.added === 0) {
      return { r: R.ALL_PHONES_EXIST, msg: 'All phones already exist', data };
    }
    return okMsg({ data });
  });
}
