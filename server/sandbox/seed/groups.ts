import type { GroupRoutingRow, GroupRow } from '../db/tables/contact-center';
import { newId } from '../ids';
import type { DemoAgent } from './agents';
import { type DemoGroupKey, GROUP_NAMES } from './demo-names';
import { QUEUE } from './demo-queues';
import type { SeedContext } from './seed-context';

/**
 * Which teams serve each queue: the first is the primary group (primary_group 1), the second, when
 * present, takes calls only when every agent of the primary is busy.
 */
const QUEUE_TEAMS: Record<string, readonly [DemoGroupKey, DemoGroupKey?]> = {
  [QUEUE.customerCare]: ['customerCare', 'creditCard'],
  [QUEUE.sales]: ['sales', 'customerCare'],
  [QUEUE.technical]: ['technical'],
  [QUEUE.creditCard]: ['creditCard', 'customerCare'],
  [QUEUE.priority]: ['sales', 'creditCard'],
};

export type DemoGroups = { groups: GroupRow[]; routings: GroupRoutingRow[] };

/** The four teams, sized by the agents in them, and their routing to the queues. */
export function buildGroups(ctx: SeedContext, agents: readonly DemoAgent[]): DemoGroups {
  const idOf = {} as Record<DemoGroupKey, string>;
  const groups = (Object.entries(GROUP_NAMES) as [DemoGroupKey, string][]).map(([key, name]) => {
    idOf[key] = newId('GR');
    return {
      id: idOf[key],
      name,
      number_of_agent: agents.filter((agent) => agent.group === key).length,
      created: ctx.stamp(),
    };
  });
  const routings = Object.entries(QUEUE_TEAMS).flatMap(([queueId, teams]) =>
    teams
      .filter((team): team is DemoGroupKey => team !== undefined)
      .map((team, position) => ({
        id: newId('GRR'),
        queue_id: queueId,
        group_id: idOf[team],
        primary_group: position === 0 ? 1 : 0,
        created: ctx.stamp(),
      })),
  );
  return { groups, routings };
}
