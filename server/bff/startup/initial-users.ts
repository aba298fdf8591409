import type { Role } from '@/core/roles';
import type { UsersRepository } from '../repositories/users';

/** One demo account per role, for the embedded sandbox only: they share the documented DEMO_PASSWORD. */
export const DEMO_USERS: { username: Role; displayName: string }[] = [
  { username: 'admin', displayName: 'Lê Minh Quân' },
  { username: 'supervisor', displayName: 'Nguyễn Thu Hà' },
  { username: 'lead', displayName: 'Trần Đức Long' },
  { username: 'support', displayName: 'Phạm Ngọc Lan' },
];

/** Creates ADMIN_USERNAME only into an empty user table, so restarts never reset a changed password. */
export async function ensureInitialAdmin(
  users: UsersRepository,
  admin: { username: string; password: string } | null,
): Promise<'created' | 'skipped'> {
  if (!admin || (await users.count()) > 0) return 'skipped';
  const created = await users.createIfAbsent({ ...admin, displayName: admin.username, role: 'admin' });
  return created ? 'created' : 'skipped';
}

/** Adds whichever demo accounts are missing; an existing account keeps its password and state. */
export async function ensureDemoUsers(users: UsersRepository, password: string): Promise<void> {
  for (const demo of DEMO_USERS) {
    if (await users.findByUsername(demo.username)) continue;
    await users.createIfAbsent({ ...demo, role: demo.username, password });
  }
}
