import type { Role } from '@/core/roles';
import type { DatabaseSettings } from '@server/config';
import { startBff, type Answer, type RequestOptions, type RunningBff } from '../../test-support/bff-harness';

export const PASSWORD = 'admin-tests-password';

export type Signed = { cookie: string; csrf: string };

/** A BFF with two admins and one user of every other role, and requests made as any of them. */
export type AdminWorld = {
  bff: RunningBff;
  signIn: (username: string, password?: string) => Promise<Signed>;
  as: (signed: Signed, method: string, path: string, options?: RequestOptions) => Promise<Answer>;
  idOf: (username: string) => Promise<string>;
  sessionsOf: (username: string) => Promise<number>;
  close: () => Promise<void>;
};

const people: { username: string; role: Role }[] = [
  { username: 'admin', role: 'admin' },
  { username: 'admin2', role: 'admin' },
  { username: 'supervisor', role: 'supervisor' },
  { username: 'lead', role: 'lead' },
  { username: 'support', role: 'support' },
];

export async function startAdminWorld(database?: DatabaseSettings): Promise<AdminWorld> {
  const bff = await startBff({
    ...(database ? { database } : {}),
    users: people.map(({ username, role }) => ({
      username,
      role,
      displayName: username,
      password: PASSWORD,
    })),
  });
  const idOf = async (username: string) => {
    const row = await bff.app.services.users.findByUsername(username);
    if (!row) throw new Error(`no user ${username}`);
    return row.id;
  };
  return {
    bff,
    signIn: async (username, password = PASSWORD) => {
      const { cookie, csrf } = await bff.login(username, password);
      return { cookie, csrf };
    },
    as: (signed, method, path, options = {}) => bff.request(method, path, { ...options, ...signed }),
    idOf,
    sessionsOf: async (username) => {
      const userId = await idOf(username);
      const rows = await bff.appDb.db
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', userId)
        .execute();
      return rows.length;
    },
    close: () => bff.close(),
  };
}
