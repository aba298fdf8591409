import { reachableFromRoot } from '@/core/ivr/graph/menu-graph';
import type { IvrMenu } from '@/core/ivr/ivr-menu';

/**
 * What the canvas marks after a test run, by node or key id: the keys no test followed, and the nodes
 * no caller can reach from the root (a key of such a node is never followed, so it is marked too).
 * A node's mark wins over nothing; keys and nodes never share an id.
 */
export function coverageNotes(
  menu: IvrMenu,
  uncoveredKeyIds: readonly string[],
  words: { keyNotReached: string; nodeUnreachable: string },
): Map<string, string> {
  const notes = new Map<string, string>(uncoveredKeyIds.map((keyId) => [keyId, words.keyNotReached]));
  const reached = reachableFromRoot(menu);
  for (const node of menu.nodes) {
    if (!reached.has(node.id)) notes.set(node.id, words.nodeUnreachable);
  }
  return notes;
}
