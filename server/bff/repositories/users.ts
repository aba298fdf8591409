import type { Kysely } from 'kysely';
import type { Role } from '@/core/roles';
import type { SessionUser } from '@/core/api/session';
import { newId } from '../../db/ids';
import type { AppDatabase, UserRow } from '../../db/schema';
import { hashPassword } from '../auth/passwords';

export type NewUser = { username: string; displayName: string; role: Role; password: string };

/** Switchboard's own users. Usernames are compared case-insensitively (stored lower-case). */
export class UsersRepository {
  constructor(
    private readonly db: Kysely<AppDatabase>,
    private readonly now: () => Date,
  ) {}

  async create(user: NewUser): Promise<UserRow> {
    const row = await this.newRow(user);
    await this.db.insertInto('users').values(row).execute();
    return row;
  }

  /**
   * Creates the user unless the username is taken; false when it was. Safe when several instances start
   * at once: the database, not a prior lookup, decides.
   */
  async createIfAbsent(user: NewUser): Promise<boolean> {
    const row = await this.newRow(user);
    const result = await this.db
      .insertInto('users')
      .values(row)
      .onConflict((conflict) => conflict.column('username').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  findByUsername(username: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', normalizeUsername(username))
      .executeTakeFirst();
  }

  findById(id: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async count(): Promise<number> {
    const { count } = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  private async newRow(user: NewUser): Promise<UserRow> {
    const at = this.now().toISOString();
    return {
      id: newId(this.now().getTime()),
      username: normalizeUsername(user.username),
      display_name: user.displayName,
      role: user.role,
      password_hash: await hashPassword(user.password),
      disabled: 0,
      created_at: at,
      updated_at: at,
    };
  }

  /**
   * Stores a new hash of the password just checked against `previous` (a hash of an older kind), unless
   * the password changed meanwhile: an administrator's reset is never undone by a sign-in.
   */
  async rehashPassword(id: string, password: string, previous: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(password) })
      .where('id', '=', id)
      .where('password_hash', '=', previous)
      .execute();
  }

  async setDisabled(id: string, disabled: boolean): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ disabled: disabled ? 1 : 0, updated_at: this.now().toISOString() })
      .where('id', '=', id)
      .execute();
  }
}

export const normalizeUsername = (username: string) => username.trim().toLowerCase();

export function toSessionUser(row: UserRow): SessionUser {
  return { id: row.id, username: row.username, displayName: row.display_name, role: row.role as Role };
}
