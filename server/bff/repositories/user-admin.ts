import { sql, type Kysely } from 'kysely';
import type { User } from '@/core/api/users';
import type { Role } from '@/core/roles';
import type { AppDatabase, UserRow } from '../../db/schema';
import { hashPassword } from '../auth/passwords';

export type UserChanges = { displayName?: string; role?: Role; disabled?: boolean };

/** Taken by every change of a user's role or state, on PostgreSQL (see updateGuarded). */
const USER_CHANGES_LOCK = 7_205_912_441_006_115n;

/** What administrators do to users beyond signing in: list, change, reset passwords, end sessions. */
export class UserAdminRepository {
  constructor(
    private readonly db: Kysely<AppDatabase>,
    private readonly now: () => Date,
    private readonly engine: 'sqlite' | 'postgres',
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

  /**
   * Reads the user and the number of enabled admins, lets `check` refuse the change, and applies it — all
   * in one transaction that changes of users take one at a time. Without that, two admins on two
   * instances demoting each other at once both saw two admins and both succeeded, leaving none. On
   * PostgreSQL a transaction-scoped advisory lock serializes them across instances; SQLite has a single
   * instance and runs one write transaction at a time. Returns the user as it was, or null if unknown.
   */
  async updateGuarded(
    id: string,
    changes: UserChanges,
    check: (target: UserRow, enabledAdmins: number) => void,
  ): Promise<UserRow | null> {
    return this.db.transaction().execute(async (trx) => {
      if (this.engine === 'postgres') {
        await sql`select pg_advisory_xact_lock(${sql.lit(USER_CHANGES_LOCK)})`.execute(trx);
      }
      const scoped = new UserAdminRepository(trx, this.now, this.engine);
      const target = await trx.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
      if (!target) return null;
      check(target, await scoped.countEnabledAdmins());
      await scoped.update(id, changes);
      if (changes.disabled) await scoped.endSessions(id);
      return target;
    });
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
