import type { IvrMenu } from '../../../../core/ivr/ivr-menu';

/** Names nodes by id across several menus (a removed node is named from the menu that still has it). */
export function menuNodeNames(...menus: IvrMenu[]): (nodeId: string) => string {
  const names = new Map<string, string>();
  for (const menu of menus)
    for (const node of menu.nodes) if (!names.has(node.id)) names.set(node.id, node.name);
  return (nodeId) => names.get(nodeId) ?? nodeId;
}
