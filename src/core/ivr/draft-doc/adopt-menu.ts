import type { IvrMenu } from '../ivr-menu';
import { TARGET_CARD_PREFIX } from './draft-doc-shape';
import type { DraftContent } from './write-draft';

/**
 * A menu from elsewhere (a published version, an imported file) made ready to load into a draft: ids
 * the draft cannot use — neither in the draft nor live any more — get fresh `new-…` ids (with every
 * reference and position following), so the publish creates them anew and never names a stale id.
 */
export function adoptMenu(
  content: DraftContent,
  usable: ReadonlySet<string>,
  newId: () => string,
): DraftContent {
  const renamed = new Map<string, string>();
  const idFor = (id: string) => {
    if (usable.has(id)) return id;
    let fresh = renamed.get(id);
    if (!fresh) renamed.set(id, (fresh = newId()));
    return fresh;
  };
  const { menu } = content;
  const adopted: IvrMenu = {
    rootNodeId: menu.rootNodeId === null ? null : idFor(menu.rootNodeId),
    nodes: menu.nodes.map((node) => ({ ...node, id: idFor(node.id) })),
    keys: menu.keys.map((key) => ({
      ...key,
      id: idFor(key.id),
      nodeId: idFor(key.nodeId),
      action:
        key.action.kind === 'node' ? { kind: 'node', nextNodeId: idFor(key.action.nextNodeId) } : key.action,
    })),
  };
  const positions = Object.fromEntries(
    Object.entries(content.positions).map(([cardId, xy]) => [
      cardId.startsWith(TARGET_CARD_PREFIX)
        ? `${TARGET_CARD_PREFIX}${idFor(cardId.slice(TARGET_CARD_PREFIX.length))}`
        : idFor(cardId),
      xy,
    ]),
  );
  return { menu: adopted, positions };
}
