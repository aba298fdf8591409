import type { BffWithSandbox } from '../../test-support/bff-with-sandbox';
import type { Fixtures } from './mutating-route-table';

/**
 * Creates one object of every kind the paths name (as the admin), places a call (a running one, which a
 * participant could really join), and picks a seeded campaign.
 */
export async function createFixtures(world: BffWithSandbox): Promise<Fixtures> {
  const create = async (path: string, body: unknown, field = 'id'): Promise<string> => {
    const answer = await world.as('admin', 'POST', path, { body });
    if (answer.status !== 201) throw new Error(`fixture ${path} answered ${answer.status}: ${answer.text}`);
    return (answer.json() as Record<string, string>)[field]!;
  };
  const tree = await create('/api/ivr/trees', { name: 'Fuzzed' });
  const node = await create(`/api/ivr/trees/${tree}/nodes`, {
    name: 'N',
    playMode: 'talk',
    playContent: 'Hi',
  });
  const key = await create(`/api/ivr/nodes/${node}/keys`, { key: '1', action: { kind: 'hangup' } });
  const agent = await create('/api/agents', { name: 'A', serviceUserId: 'fuzz-agent' });
  const group = await create('/api/groups', { name: 'G' });
  const routing = await create('/api/queues/Q1/groups', { groupId: group, primary: true });
  const entry = await create('/api/blacklist', { number: '0900000001' });
  const sip = await create('/api/sip-accounts', {
    username: 'fuzz-sip',
    password: 'Sip-pass-2026',
    extension: 4242,
  });
  const phone = await create(
    '/api/sip-phones',
    { username: 'fuzz-desk', password: 'secret-123' },
    'username',
  );
  const callOut = {
    from: { number: '842873000111' },
    to: [{ number: '84901234567' }],
    answerUrl: 'https://example.com/a',
  };
  const call = await create('/api/calls/callout', callOut, 'callId');

  const sandboxDb = world.sandbox.deps.db;
  const campaign = await sandboxDb.selectFrom('campaigns').select('id').executeTakeFirstOrThrow();
  const user = await world.bff.appDb.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'support')
    .executeTakeFirstOrThrow();
  return {
    tree,
    node,
    key,
    agent,
    group,
    routing,
    entry,
    sip,
    phone,
    call,
    campaign: campaign.id,
    user: user.id,
  };
}
