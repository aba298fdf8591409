import type { Group } from '../../core/api/groups';

/**
 * What to call each group where groups are named or picked: its name, with its id beside it when another
 * group has the same name, so two groups called "Kỹ thuật" can be told apart.
 */
export function groupLabels(groups: readonly Group[]): Map<string, string> {
  const named = new Map<string, number>();
  for (const group of groups) named.set(group.name, (named.get(group.name) ?? 0) + 1);
  return new Map(
    groups.map((group) => [
      group.id,
      (named.get(group.name) ?? 0) > 1 ? `${group.name} (${group.id})` : group.name,
    ]),
  );
}
