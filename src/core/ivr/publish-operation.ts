import type { IvrKey, KeypressAction } from '../api/ivr-keypresses';
import type { MenuNode } from './ivr-menu';

/** A node's settings: everything but its id. */
export type MenuNodeFields = Omit<MenuNode, 'id'>;

/**
 * One service call of a publish. Ids are the draft's: a `new-…` id names a node or key created by an
 * earlier createNode/createKey of the same plan, and the executor swaps in the id the service gave it.
 * A create's `ref` is the draft's id of what it creates: a `new-…` id, except for a key the plan has to
 * create again (moved to another node, or removed with a replaced root), whose ref is its old id.
 */
export type PublishOperation =
  | { op: 'createNode'; ref: string; fields: MenuNodeFields }
  | { op: 'updateNode'; nodeId: string; changes: Partial<MenuNodeFields> }
  | { op: 'deleteNode'; nodeId: string }
  | { op: 'createKey'; ref: string; nodeId: string; key: IvrKey; action: KeypressAction }
  | { op: 'updateKey'; keyId: string; changes: { key?: IvrKey; action?: KeypressAction } }
  | { op: 'deleteKey'; keyId: string };
