import { z } from 'zod';
import type { IvrGraph } from '../api/ivr-graph';
import { ivrKeypressSchema } from '../api/ivr-keypresses';
import { ivrNodeSchema } from '../api/ivr-nodes';

/**
 * What a tree's callers hear and press: its root, nodes and keys, without the service's bookkeeping.
 * The live tree, a draft and every published version are menus. A node or key the service has not seen
 * yet (made in a draft) carries a local id starting with NEW_ID_PREFIX until it is published.
 */
export const NEW_ID_PREFIX = 'new-';

export const menuNodeSchema = ivrNodeSchema.omit({ treeId: true, isRoot: true, greetingId: true });
export type MenuNode = z.infer<typeof menuNodeSchema>;

export const menuKeySchema = ivrKeypressSchema.omit({ treeId: true });
export type MenuKey = z.infer<typeof menuKeySchema>;

export const ivrMenuSchema = z.object({
  /** Null while the menu has no node; the service makes the first node created the root. */
  rootNodeId: z.string().nullable(),
  nodes: z.array(menuNodeSchema),
  keys: z.array(menuKeySchema),
});
export type IvrMenu = z.infer<typeof ivrMenuSchema>;

export const isNewId = (id: string): boolean => id.startsWith(NEW_ID_PREFIX);

/** The menu of a tree as the BFF answers it (GET /api/ivr/trees/:treeId/graph). */
export function menuOfGraph(graph: IvrGraph): IvrMenu {
  return {
    rootNodeId: graph.tree.rootNodeId,
    nodes: graph.nodes.map(({ treeId: _tree, isRoot: _root, greetingId: _greeting, ...node }) => node),
    keys: graph.keys.map(({ treeId: _tree, ...key }) => key),
  };
}

/** A fresh local id for a node or key made in a draft (or brought in by an import). */
export const newMenuId = (): string => `${NEW_ID_PREFIX}${globalThis.crypto.randomUUID()}`;
