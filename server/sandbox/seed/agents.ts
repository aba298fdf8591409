import type { AgentRow } from '../db/tables/contact-center';
import { newId } from '../ids';
import { AGENT_NAMES_BY_GROUP, type DemoGroupKey, loginOf } from './demo-names';
import { DAY_MS, MINUTE_MS, type SeedContext } from './seed-context';

export type DemoAgent = { row: AgentRow; group: DemoGroupKey };

/** Every fourth agent takes calls on a mobile phone (routing_type 2); the others in the app or a SIP phone. */
const PHONE_ROUTED_EVERY = 4;

/** The demo agents, team by team, with a plausible mid-shift snapshot of their statuses. */
export function buildAgents(ctx: SeedContext): DemoAgent[] {
  const logins = new Set<string>();
  const agents: DemoAgent[] = [];
  for (const [group, names] of Object.entries(AGENT_NAMES_BY_GROUP) as [DemoGroupKey, readonly string[]][]) {
    for (const name of names) {
      const index = agents.length;
      const routedToPhone = index % PHONE_ROUTED_EVERY === PHONE_ROUTED_EVERY - 1;
      agents.push({
        group,
        row: {
          id: newId('AG'),
          name,
          service_user_id: `agent_${uniqueLogin(loginOf(name), logins)}`,
          routing_type: routedToPhone ? 2 : 1,
          phone_number: routedToPhone ? `849${ctx.random.digits(8)}` : '',
          ...shiftSnapshot(ctx),
          created: ctx.stamp(),
        },
      });
    }
  }
  const newcomer = agents.at(-1);
  // One agent has never taken a call yet: the console must cope with zero timestamps.
  if (newcomer) Object.assign(newcomer.row, { last_time_pickup: 0, last_time_support_call_ended: 0 });
  return agents;
}

function uniqueLogin(login: string, taken: Set<string>): string {
  let candidate = login;
  for (let n = 2; taken.has(candidate); n++) candidate = `${login}${n}`;
  taken.add(candidate);
  return candidate;
}

type ShiftSnapshot = Pick<
  AgentRow,
  'manual_status' | 'system_status' | 'device_status' | 'last_time_pickup' | 'last_time_support_call_ended'
>;

/**
 * Online agents (device_status 1) are sometimes in a call (system_status 0: picked up minutes ago, the
 * previous call ended before that) or on a break; offline agents last worked hours or days ago.
 * Timestamps are epoch milliseconds, like the call log's.
 */
function shiftSnapshot({ random, now }: SeedContext): ShiftSnapshot {
  const online = random.chance(0.8);
  const inCall = online && random.chance(0.35);
  if (inCall) {
    const pickup = now - random.int(1, 15) * MINUTE_MS;
    return {
      manual_status: 'AVAILABLE',
      system_status: 0,
      device_status: 1,
      last_time_pickup: pickup,
      last_time_support_call_ended: pickup - random.int(2, 40) * MINUTE_MS,
    };
  }
  const pickup = online
    ? now - random.int(15, 180) * MINUTE_MS
    : now - random.int(1, 4) * DAY_MS - random.int(0, 600) * MINUTE_MS;
  return {
    manual_status: online ? random.pick(['AVAILABLE', 'AVAILABLE', 'AVAILABLE', 'NOT_AVAILABLE']) : null,
    system_status: 1,
    device_status: online ? 1 : 0,
    last_time_pickup: pickup,
    last_time_support_call_ended: pickup + random.int(1, 12) * MINUTE_MS,
  };
}
