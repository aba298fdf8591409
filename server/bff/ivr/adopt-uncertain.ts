import type { IvrMenu } from '@/core/ivr/ivr-menu';
import { actionsEqual, changedNodeFields } from '@/core/ivr/menu-equality';
import type { IvrJournalRow } from '../../db/tables/ivr-designer';
import { resolveOperation } from './id-remap';
import { operationOf } from './publish-runner';

export type Adoption = { seq: number; ref: string; createdId: string };

/**
 * Settles creates whose connection dropped after sending: if the live tree holds a node or key that the
 * publish does not know (not in its base, not made by an earlier operation) and that matches the create
 * exactly, the service did make it — it is adopted instead of being made a second time. `ids` (draft id →
 * service id) gains the adopted ones.
 */
export function adoptUncertainCreates(
  journal: readonly IvrJournalRow[],
  base: IvrMenu,
  live: IvrMenu,
  ids: Map<string, string>,
): Adoption[] {
  const known = new Set([...base.nodes, ...base.keys].map((item) => item.id));
  for (const id of ids.values()) known.add(id);
  const adoptions: Adoption[] = [];
  for (const row of journal) {
    if (row.status !== 'failed' || row.uncertain !== 1) continue;
    const operation = resolveOperation(operationOf(row), ids);
    if (operation.op !== 'createNode' && operation.op !== 'createKey') continue;
    if (ids.has(operation.ref)) continue;
    const match =
      operation.op === 'createNode'
        ? live.nodes.find(
            (node) =>
              !known.has(node.id) &&
              changedNodeFields(node, { id: node.id, ...operation.fields }).length === 0,
          )
        : live.keys.find(
            (key) =>
              !known.has(key.id) &&
              key.nodeId === operation.nodeId &&
              key.key === operation.key &&
              actionsEqual(key.action, operation.action),
          );
    if (!match) continue;
    ids.set(operation.ref, match.id);
    known.add(match.id);
    adoptions.push({ seq: row.seq, ref: operation.ref, createdId: match.id });
  }
  return adoptions;
}
