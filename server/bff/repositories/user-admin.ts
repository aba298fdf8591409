import type { Kysely } from 'kysely';
import type { User } from '../../../src/core/api/users';
import type { Role } from '../../../src/core/roles';
import type { AppDatabase, UserRow } from '../../db/schema';
import { hashPassword } from '../auth/passwords';

export type UserChanges = { displayName?: string; role?: Role; disabled?: boolean };

/** What administrators do to users beyond signing in: list, change, reset passwords, end sessions. */
export class UserAdminRepository {
  constructor(
    private readonly db: Kysely<AppDatabase>,
    private readonly now: () => Date,
  ) {}

  list(): Promise<UserRow[]> {
    return this.db.selectFrom('users').selectAll().orderBy('username').execute();
  }

  async countEnabledAdmins(): Promise<number> {
    const { count } = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('role', '=', 'admin')
      .where('disabled', '=', 0)
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  async update(id: string, changes: UserChanges): Promise<void> {
    await this.db
      .updateTable('users')
      .set({
        ...(changes.displayName === undefined ? {} : { display_name: changes.displayName }),
        ...(changes.role === undefined ? {} : { role: changes.role }),
        ...(changes.disabled === undefined ? {} : { disabled: changes.disabled ? 1 : 0 }),
        updated_at: this.now().toISOString(),
      })
      .where('id', '=', id)
      .execute();
  }

  async setPassword(id: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.db
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: this.now().toISOString() })
      .where('id', '=', id)
      .execute();
  }

  /** Signs the user out everywhere; returns how many sessions ended. */
  async endSessions(userId: string): Promise<number> {
    const result = await this.db.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    displayName: row.display_name,
    role: row.role as Role,
    disabled: row.disabled === 1,
    createdAt: row.created_at,
  };
}
