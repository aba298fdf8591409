import type { IvrMenu, MenuKey } from '@/core/ivr/ivr-menu';

/** Names nodes by id across several menus (a removed node is named from the menu that still has it). */
export function menuNodeNames(...menus: IvrMenu[]): (nodeId: string) => string {
  const names = new Map<string, string>();
  for (const menu of menus)
    for (const node of menu.nodes) if (!names.has(node.id)) names.set(node.id, node.name);
  return (nodeId) => names.get(nodeId) ?? nodeId;
}

/** Finds keys by id across several menus (a removed key is found in the menu that still has it). */
export function menuKeys(...menus: IvrMenu[]): (keyId: string) => MenuKey | undefined {
  const keys = new Map<string, MenuKey>();
  for (const menu of menus) for (const key of menu.keys) if (!keys.has(key.id)) keys.set(key.id, key);
  return (keyId) => keys.get(keyId);
}
