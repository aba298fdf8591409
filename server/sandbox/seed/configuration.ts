import type { SandboxDeps } from '../deps';
import { buildAgents } from './agents';
import { buildBlacklist } from './blacklist';
import { buildGreetingFiles } from './greetings';
import { buildGroups } from './groups';
import { AFTER_HOURS_MENU } from './ivr-after-hours-menu';
import { BANK_MENU } from './ivr-bank-menu';
import { buildIvrTree } from './ivr-menu-builder';
import { buildSipAccounts, buildSipPhones } from './sip';
import { createSeedContext, DAY_MS } from './seed-context';

/**
 * The demo project's configuration: agents, groups and their queue routings, blacklist, SIP accounts and
 * phones, greeting files and two IVR trees. Written in one transaction so a failed start leaves the store
 * empty (and the next start seeds again) rather than half-filled.
 */
export async function seedConfiguration(deps: SandboxDeps): Promise<void> {
  const ctx = createSeedContext(deps.config);
  // In the order a team would set the project up, a few days apart, before any IVR menu plays a file.
  const agents = buildAgents(ctx);
  const { groups, routings } = buildGroups(ctx, agents);
  ctx.advance(3 * DAY_MS);
  const sipAccounts = buildSipAccounts(ctx, agents);
  const sipPhones = buildSipPhones(ctx);
  ctx.advance(5 * DAY_MS);
  const greetings = buildGreetingFiles(ctx);
  ctx.advance(2 * DAY_MS);
  const trees = [BANK_MENU, AFTER_HOURS_MENU].map((menu) => buildIvrTree(ctx, menu, greetings.filenameOf));
  ctx.advance(10 * DAY_MS);
  const blacklist = buildBlacklist(ctx);

  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('agents')
      .values(agents.map((agent) => agent.row))
      .execute();
    await trx.insertInto('agent_groups').values(groups).execute();
    await trx.insertInto('group_routings').values(routings).execute();
    await trx.insertInto('blacklist_numbers').values(blacklist).execute();
    await trx.insertInto('sip_accounts').values(sipAccounts).execute();
    await trx.insertInto('sip_phones').values(sipPhones).execute();
    await trx.insertInto('greeting_files').values(greetings.rows).execute();
    for (const { tree, nodes, keypresses } of trees) {
      await trx.insertInto('ivr_trees').values(tree).execute();
      await trx.insertInto('ivr_nodes').values(nodes).execute();
      await trx.insertInto('ivr_keypresses').values(keypresses).execute();
    }
  });
}
