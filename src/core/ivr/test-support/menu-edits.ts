import type { IvrMenu, MenuKey, MenuNode } from '../ivr-menu';

/** Test support: copies of a menu with one thing changed. */

export const withNode = (menu: IvrMenu, id: string, changes: Partial<MenuNode>): IvrMenu => ({
  ...menu,
  nodes: menu.nodes.map((found) => (found.id === id ? { ...found, ...changes } : found)),
});
export const withKey = (menu: IvrMenu, id: string, changes: Partial<MenuKey>): IvrMenu => ({
  ...menu,
  keys: menu.keys.map((found) => (found.id === id ? { ...found, ...changes } : found)),
});
export const addKeys = (menu: IvrMenu, ...keys: MenuKey[]): IvrMenu => ({
  ...menu,
  keys: [...menu.keys, ...keys],
});
export const dropKey = (menu: IvrMenu, id: string): IvrMenu => ({
  ...menu,
  keys: menu.keys.filter((found) => found.id !== id),
});
export const addNode = (menu: IvrMenu, added: MenuNode): IvrMenu => ({
  ...menu,
  nodes: [...menu.nodes, added],
});
export const withPrompt = (menu: IvrMenu, text: string) => withNode(menu, 'N1', { playContent: text });
