import type { UpdateUser } from '@/core/api/users';
import type { UserRow } from '@server/db/schema';
import { HttpProblem } from '../../problem';

const conflict = (detail: string) => new HttpProblem(409, 'Conflict', detail);

/**
 * Changes that would lock everyone out are refused: nobody disables or demotes themself (they would lose
 * the page they are on), and the last enabled admin stays an enabled admin.
 */
export function assertChangeAllowed(options: {
  actorId: string;
  target: UserRow;
  change: UpdateUser;
  enabledAdmins: number;
}): void {
  const { actorId, target, change, enabledAdmins } = options;
  const disables = change.disabled === true && target.disabled === 0;
  const demotes = change.role !== undefined && change.role !== 'admin' && target.role === 'admin';
  if (!disables && !demotes) return;
  // Checked first: when the last admin acts on themself, that is the more useful explanation.
  const targetIsEnabledAdmin = target.role === 'admin' && target.disabled === 0;
  if (targetIsEnabledAdmin && enabledAdmins <= 1) {
    throw conflict(
      disables
        ? 'This is the last enabled admin; it cannot be disabled.'
        : 'This is the last enabled admin; its role cannot change.',
    );
  }
  if (target.id === actorId) {
    throw conflict(
      disables ? 'You cannot disable your own account.' : 'You cannot remove your own admin role.',
    );
  }
}
