import type { EditorState } from '../store/editor-store';

/** The node a node command (connect, select the branch) acts on: the selected node, or a selected key's. */
export function selectedNodeOf({ menu, selection }: Pick<EditorState, 'menu' | 'selection'>): string | null {
  const first = selection[0];
  if (first === undefined) return null;
  if (menu.nodes.some((node) => node.id === first)) return first;
  return menu.keys.find((key) => key.id === first)?.nodeId ?? null;
}
