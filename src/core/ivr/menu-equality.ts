import type { KeypressAction } from '../api/ivr-keypresses';
import type { MenuKey, MenuNode } from './ivr-menu';
import type { MenuNodeFields } from './publish-operation';

/** A node's settings in a fixed order: what a diff lists and an update may send. */
export const MENU_NODE_FIELDS = [
  'name',
  'playMode',
  'playContent',
  'bargeIn',
  'loopCount',
  'delayMs',
  'voice',
  'speed',
  'keypressTimeoutSeconds',
] as const satisfies readonly (keyof MenuNodeFields)[];
export type MenuNodeField = (typeof MENU_NODE_FIELDS)[number];

export type MenuKeyField = 'nodeId' | 'key' | 'action';

/** Two actions do the same thing: same kind and same values (an absent optional equals undefined). */
export function actionsEqual(a: KeypressAction, b: KeypressAction): boolean {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const fields = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const field of fields) if (left[field] !== right[field]) return false;
  return true;
}

export const changedNodeFields = (before: MenuNode, after: MenuNode): MenuNodeField[] =>
  MENU_NODE_FIELDS.filter((field) => before[field] !== after[field]);

export function changedKeyFields(before: MenuKey, after: MenuKey): MenuKeyField[] {
  const fields: MenuKeyField[] = [];
  if (before.nodeId !== after.nodeId) fields.push('nodeId');
  if (before.key !== after.key) fields.push('key');
  if (!actionsEqual(before.action, after.action)) fields.push('action');
  return fields;
}

/** The settings of a node, without its id, with only the fields a node has. */
export function nodeFieldsOf(node: MenuNode): MenuNodeFields {
  const fields = {} as Record<MenuNodeField, unknown>;
  for (const field of MENU_NODE_FIELDS) fields[field] = node[field];
  return fields as MenuNodeFields;
}
