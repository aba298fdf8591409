import { fullSipUsername } from '../../service-api/sip-phones';
import type { SipAccountRow } from '../db/tables/contact-center';
import type { SipPhoneRow } from '../db/tables/media';
import type { DemoAgent } from './agents';
import type { DemoRandom } from './demo-random';
import type { SeedContext } from './seed-context';

const FIRST_EXTENSION = 1001;
const FIRST_SUBSCRIBER_ID = 730_101;
const PASSWORD_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Desk phones shared by a room rather than one agent: their SIP accounts carry no service_user_id. */
const SHARED_DESK_ACCOUNTS = ['quay_giao_dich', 'phong_hop_t3'];

/**
 * SIP accounts (`{base_url}`, extension-bearing): four agents of the customer-care team have their own
 * desk phone, linked by service_user_id; two shared desk phones are linked to nobody.
 */
export function buildSipAccounts(ctx: SeedContext, agents: readonly DemoAgent[]): SipAccountRow[] {
  const personal = agents
    .filter((agent) => agent.group === 'customerCare' && agent.row.routing_type === 1)
    .slice(0, 4)
    .map((agent) => ({
      username: `sv_${agent.row.service_user_id.replace(/^agent_/, '')}`,
      user: agent.row.service_user_id,
    }));
  const shared = SHARED_DESK_ACCOUNTS.map((username) => ({ username, user: '' }));
  return [...personal, ...shared].map(({ username, user }, index) => ({
    username,
    password: password(ctx.random),
    extension: FIRST_EXTENSION + index,
    service_user_id: user,
    subscriber_id: FIRST_SUBSCRIBER_ID + index,
    created: ctx.stamp(),
  }));
}

/** Phones registered on `{api_url}`: some with an extension and a contact address, some bare. */
const SIP_PHONES: readonly { name: string; extension: number | null; email: string | null }[] = [
  { name: 'letan01', extension: 2001, email: 'letan@saovietbank.vn' },
  { name: 'cskh01', extension: 2101, email: 'cskh@saovietbank.vn' },
  { name: 'cskh02', extension: 2102, email: 'cskh@saovietbank.vn' },
  { name: 'kythuat01', extension: 2301, email: 'kythuat@saovietbank.vn' },
  { name: 'kinhdoanh01', extension: 2201, email: null },
  { name: 'phonggiamdoc', extension: null, email: null },
];

export function buildSipPhones(ctx: SeedContext): SipPhoneRow[] {
  return SIP_PHONES.map(({ name, extension, email }) => ({
    username: fullSipUsername(ctx.config.projectId, name),
    password: password(ctx.random),
    extension,
    email_address: email,
    created: ctx.stamp(),
  }));
}

function password(random: DemoRandom): string {
  return Array.from({ length: 12 }, () => random.pick([...PASSWORD_ALPHABET])).join('');
}
