import { can } from '../../core/permissions';
import type { Role } from '../../core/roles';
import { useSession } from '../../api/session/get-session';
import { areaGroups, areas, areasInGroup } from './areas';
import type { AreaGroup, AreaId } from './areas';

/** Whether a role may open an area; hiding is a courtesy, the BFF enforces the same matrix. */
export function canOpenArea(role: Role, areaId: AreaId): boolean {
  const { permission } = areas[areaId];
  return permission === null || can(role, permission);
}

export type VisibleGroup = { group: AreaGroup; areaIds: AreaId[] };

/** The navigation a role sees: only the areas it may open, and no group left empty. */
export function visibleAreaGroups(role: Role): VisibleGroup[] {
  return areaGroups
    .map((group) => ({ group, areaIds: areasInGroup(group).filter((id) => canOpenArea(role, id)) }))
    .filter(({ areaIds }) => areaIds.length > 0);
}

/** The signed-in person's navigation; empty until the session is known. */
export function useVisibleAreaGroups(): VisibleGroup[] {
  const { data: session } = useSession();
  return session ? visibleAreaGroups(session.user.role) : [];
}
