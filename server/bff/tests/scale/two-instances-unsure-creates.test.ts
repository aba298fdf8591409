import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseSettings } from '@server/config';
import {
  dropSchema,
  postgresReachable,
  TEST_DATABASE_URL,
  uniqueSchemaName,
} from '@server/db/test-support/postgres-test-schema';
import { listGroupsResponse } from '@server/service-api/groups';
import { startBffBehindDelayingProxy } from '../../test-support/bff-behind-delaying-proxy';
import { startBff, type RunningBff } from '../../test-support/bff-harness';
import { ROLE_PASSWORD, type BffWithSandbox } from '../../test-support/bff-with-sandbox';
import type { DelayingProxy } from '../../test-support/delaying-proxy';
import { createdId } from '../contact-center/contact-center-test-kit';
import { auditResults, DEADLINE_MS, LATE_MS, only, unique } from '../reconciliation/reconciliation-world';

const available = await postgresReachable();

/**
 * Two BFF instances on one PostgreSQL schema, in front of one service (through a delaying proxy), as two
 * instances behind a balancer: a create whose answer one instance lost, sent again to the other, is looked
 * for there and not made twice.
 */
const schema = uniqueSchemaName('sb_unsure');
const database = databaseSettings(TEST_DATABASE_URL, schema);
let first: BffWithSandbox;
let second: RunningBff;
let proxy: DelayingProxy;
let close: () => Promise<void>;
beforeAll(async () => {
  if (!available) return;
  ({ world: first, proxy, close } = await startBffBehindDelayingProxy(DEADLINE_MS, { database }));
  second = await startBff({ upstream: first.upstream, database, serviceDeadlineMs: DEADLINE_MS });
}, 60_000);
afterAll(async () => {
  if (!available) return;
  await second.close();
  await close();
  await dropSchema(schema);
});

async function groupsNamed(name: string) {
  const answer = await first.sandbox.call('base', 'GET', '/v1/group?limit=100');
  return listGroupsResponse.parse(answer.body).data.groups.filter((group) => group.name === name);
}

describe.skipIf(!available)('unsure creates remembered in the shared app database', () => {
  it('a late create on one instance, sent again to the other: one group, the same id, one POST', async () => {
    const name = unique('Balanced');
    const posts = () => proxy.seen.filter((line) => line === 'POST /cc/v1/group').length;
    const postsBefore = posts();
    proxy.use(only('POST', '/cc/v1/group', { holdMs: LATE_MS }));

    const id = createdId(await first.as('lead', 'POST', '/api/groups', { body: { name } }));
    const { cookie, csrf } = await second.login('lead', ROLE_PASSWORD);
    const again = await second.request('POST', '/api/groups', { cookie, csrf, body: { name } });

    expect(createdId(again)).toBe(id);
    expect(await groupsNamed(name)).toEqual([expect.objectContaining({ id, name })]);
    expect(posts() - postsBefore).toBe(1);
    expect(await auditResults(first, 'group.create')).toEqual(expect.arrayContaining(['ok', 'ok']));
  });

  it('keeps only a keyed hash of what was sent, with an expiry', async () => {
    const password = 'S1p-secret-Pa55';
    const username = unique('acct');
    proxy.use(only('POST', '/cc/v1/ipphonecommon', { holdMs: LATE_MS }));
    const body = { username, password, extension: 5000 + Math.floor(Math.random() * 90_000) };
    expect((await first.as('lead', 'POST', '/api/sip-accounts', { body })).status).toBe(201);
    proxy.use(() => 'pass');

    const rows = await first.bff.appDb.db.selectFrom('unsure_creates').selectAll().execute();
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) {
      expect(row.key).toMatch(/^[0-9a-f]{64}$/);
      expect(Date.parse(row.expires_at)).toBeGreaterThan(Date.now());
      expect(JSON.stringify(row)).not.toContain(password);
    }
  });
});
