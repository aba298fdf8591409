import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresReachable } from '@server/db/test-support/postgres-test-schema';
import {
  startBffCluster,
  CLUSTER_ADMIN,
  type BffCluster,
  type BffInstance,
} from '../../test-support/bff-cluster';

const available = await postgresReachable();

const SECOND_ADMIN = { username: 'admin2', password: 'second-admin-password' };
const ROUNDS = 6;

let cluster: BffCluster;
beforeAll(async () => {
  if (!available) return;
  cluster = await startBffCluster(2);
}, 120_000);
afterAll(async () => {
  if (available) await cluster.close();
});

const enabledAdmins = async () =>
  (
    await cluster.appDb.db
      .selectFrom('users')
      .select('username')
      .where('role', '=', 'admin')
      .where('disabled', '=', 0)
      .execute()
  ).map((row) => row.username);

describe.skipIf(!available)('the last enabled admin, with two instances on one PostgreSQL', () => {
  it(
    'survives two admins on two instances demoting or disabling each other at the same moment',
    { timeout: 180_000 },
    async () => {
      const [a, b] = cluster.instances as [BffInstance, BffInstance];
      const passwords = {
        [CLUSTER_ADMIN.username]: CLUSTER_ADMIN.password,
        [SECOND_ADMIN.username]: SECOND_ADMIN.password,
      };
      // Each admin works through an instance of its own.
      const instanceOf = (username: string) => (username === CLUSTER_ADMIN.username ? a : b);
      const cookies: Record<string, string> = {};
      const signIn = async (username: string) => {
        cookies[username] = await instanceOf(username).http.login(username, passwords[username]!);
      };
      await signIn(CLUSTER_ADMIN.username);
      const created = await a.http.request('POST', '/api/admin/users', {
        cookie: cookies[CLUSTER_ADMIN.username]!,
        body: { ...SECOND_ADMIN, displayName: 'Second admin', role: 'admin' },
      });
      expect(created.status, created.text).toBe(201);
      await signIn(SECOND_ADMIN.username);
      const rows = await cluster.appDb.db.selectFrom('users').select(['id', 'username']).execute();
      const idOf = Object.fromEntries(rows.map((row) => [row.username, row.id]));
      const changeOther = (actor: string, other: string, body: unknown) =>
        instanceOf(actor).http.request('PATCH', `/api/admin/users/${idOf[other]}`, {
          cookie: cookies[actor]!,
          body,
        });

      for (let round = 0; round < ROUNDS; round += 1) {
        // Half the rounds demote, half disable: both take an admin away.
        const change = round % 2 === 0 ? { role: 'lead' } : { disabled: true };
        const answers = await Promise.all([
          changeOther(CLUSTER_ADMIN.username, SECOND_ADMIN.username, change),
          changeOther(SECOND_ADMIN.username, CLUSTER_ADMIN.username, change),
        ]);
        const statuses = answers.map((answer) => answer.status).sort();
        const said = `round ${round}: ${answers.map((answer) => answer.text).join(' / ')}`;
        // One wins. The other is refused by the rule (409) or, when the winner's change was already made
        // as its request came in, as no longer an admin (403) or no longer signed in (401, disabled).
        expect(statuses[0], said).toBe(200);
        expect([401, 403, 409], said).toContain(statuses[1]);
        const left = await enabledAdmins();
        expect(left, `round ${round}`).toHaveLength(1);

        // The admin left restores the other for the next round.
        const survivor = left[0]!;
        const other = survivor === CLUSTER_ADMIN.username ? SECOND_ADMIN.username : CLUSTER_ADMIN.username;
        const restored = await changeOther(survivor, other, { role: 'admin', disabled: false });
        expect(restored.status, restored.text).toBe(200);
        // Disabling ended the other's sessions: it signs in again.
        if ('disabled' in change) await signIn(other);
        expect(await enabledAdmins()).toHaveLength(2);
      }
    },
  );
});
