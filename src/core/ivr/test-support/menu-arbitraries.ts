import fc from 'fast-check';
import { IVR_KEYS, type IvrKey, type KeypressAction } from '../../api/ivr-keypresses';
import type { IvrMenu, MenuKey, MenuNode } from '../ivr-menu';
import type { MenuNodeFields } from '../publish-operation';

/**
 * Test support: random menus and random editing sessions for property tests. Values come from small
 * sets so that edits often set a field to the value it already had (which must plan no call).
 */

export const nodeFieldsArbitrary: fc.Arbitrary<MenuNodeFields> = fc.record({
  name: fc.constantFrom('Chào mừng', 'Menu', 'Hỗ trợ'),
  playMode: fc.constantFrom('talk' as const, 'play' as const),
  playContent: fc.constantFrom('Bấm 1 để gặp nhân viên', 'Press 2', 'SID1.wav'),
  bargeIn: fc.boolean(),
  loopCount: fc.integer({ min: 1, max: 3 }),
  delayMs: fc.constantFrom(0, 500),
  voice: fc.constantFrom('hn_female_thutrang_phrase_48k-hsmm', 'sg_male_minhhoang_full_48k-hsmm'),
  speed: fc.integer({ min: -1, max: 1 }),
  keypressTimeoutSeconds: fc.constantFrom(5, 10),
});

/** An action described by numbers, turned into a real one against the nodes of the moment. */
type ActionSeed = { kind: number; pick: number; flag: boolean };
const actionSeedArbitrary: fc.Arbitrary<ActionSeed> = fc.record({
  kind: fc.nat({ max: 11 }),
  pick: fc.nat(),
  flag: fc.boolean(),
});

function actionOf(seed: ActionSeed, nodeIds: readonly string[]): KeypressAction {
  const kind = seed.kind % 6;
  if (kind === 0 && nodeIds.length > 0)
    return { kind: 'node', nextNodeId: nodeIds[seed.pick % nodeIds.length]! };
  if (kind <= 1) return { kind: 'queue', queueId: `Q${seed.pick % 3}` };
  if (kind === 2) {
    const to = ['0912345678', '02838221234'][seed.pick % 2]!;
    return seed.flag
      ? { kind: 'forward', toPhoneNumber: to, callerId: '1900' }
      : { kind: 'forward', toPhoneNumber: to };
  }
  if (kind === 3) return { kind: 'hangup' };
  if (kind === 4) return { kind: 'voicemail' };
  return seed.flag ? { kind: 'sms', text: 'Cảm ơn' } : { kind: 'sms' };
}

/** Keys of one node are unique by value: a seed whose value is taken is skipped. */
function addKeyIfFree(menu: IvrMenu, key: MenuKey): void {
  if (!menu.keys.some((found) => found.nodeId === key.nodeId && found.key === key.key)) menu.keys.push(key);
}

/** A menu as the service could hold it (ids like the service's), sometimes without a root. */
export const liveMenuArbitrary: fc.Arbitrary<IvrMenu> = fc
  .record({
    nodes: fc.array(nodeFieldsArbitrary, { maxLength: 6 }),
    rootless: fc.nat({ max: 3 }).map((value) => value === 0),
    keys: fc.array(fc.record({ node: fc.nat(), value: fc.nat(), action: actionSeedArbitrary }), {
      maxLength: 24,
    }),
  })
  .map(({ nodes, rootless, keys }) => {
    const nodeIds = nodes.map((_, index) => `IVN${index}`);
    const menu: IvrMenu = {
      rootNodeId: nodes.length === 0 || rootless ? null : 'IVN0',
      nodes: nodes.map((fields, index): MenuNode => ({ id: nodeIds[index]!, ...fields })),
      keys: [],
    };
    if (nodeIds.length === 0) return menu;
    keys.forEach((seed, index) => {
      addKeyIfFree(menu, {
        id: `IVK${index}`,
        nodeId: nodeIds[seed.node % nodeIds.length]!,
        key: IVR_KEYS[seed.value % IVR_KEYS.length]!,
        action: actionOf(seed.action, nodeIds),
      });
    });
    return menu;
  });

const EDIT_KINDS = [
  'addNode',
  'deleteNode',
  'updateNode',
  'addKey',
  'deleteKey',
  'changeKeyValue',
  'swapKeyValues',
  'changeKeyAction',
  'moveKey',
  'replaceRoot',
] as const;

export type EditSeed = {
  kind: (typeof EDIT_KINDS)[number];
  a: number;
  b: number;
  fields: MenuNodeFields;
  action: ActionSeed;
};

export const editsArbitrary: fc.Arbitrary<EditSeed[]> = fc.array(
  fc.record({
    kind: fc.constantFrom(...EDIT_KINDS),
    a: fc.nat(),
    b: fc.nat(),
    fields: nodeFieldsArbitrary,
    action: actionSeedArbitrary,
  }),
  { maxLength: 14 },
);

/**
 * The draft a designer would make from `live` with these edits: every edit keeps the draft consistent
 * (a deleted node takes its keys and the keys pointing to it), and the root changes only in ways the
 * service can express (a new node replaces a deleted root).
 */
export function applyEdits(live: IvrMenu, edits: readonly EditSeed[]): IvrMenu {
  const draft = structuredClone(live);
  let counter = 0;
  const newId = () => `new-${++counter}`;
  const nodeIds = () => draft.nodes.map((node) => node.id);
  const pick = <T>(items: readonly T[], seed: number): T | undefined =>
    items[seed % Math.max(items.length, 1)];
  const deleteNode = (id: string) => {
    draft.nodes = draft.nodes.filter((node) => node.id !== id);
    draft.keys = draft.keys.filter(
      (key) => key.nodeId !== id && !(key.action.kind === 'node' && key.action.nextNodeId === id),
    );
    if (draft.rootNodeId === id) draft.rootNodeId = null;
  };

  for (const edit of edits) {
    const node = pick(draft.nodes, edit.a);
    const key = pick(draft.keys, edit.a);
    switch (edit.kind) {
      case 'addNode':
        draft.nodes.push({ id: newId(), ...edit.fields });
        break;
      case 'deleteNode':
        if (node) deleteNode(node.id);
        break;
      case 'updateNode':
        if (node) Object.assign(node, pickFields(edit.fields, edit.b));
        break;
      case 'addKey':
        if (node) {
          const value = IVR_KEYS[edit.b % IVR_KEYS.length]!;
          addKeyIfFree(draft, {
            id: newId(),
            nodeId: node.id,
            key: value,
            action: actionOf(edit.action, nodeIds()),
          });
        }
        break;
      case 'deleteKey':
        if (key) draft.keys = draft.keys.filter((found) => found !== key);
        break;
      case 'changeKeyValue':
        if (key) {
          const value = IVR_KEYS[edit.b % IVR_KEYS.length]!;
          if (!draft.keys.some((found) => found.nodeId === key.nodeId && found.key === value))
            key.key = value;
        }
        break;
      case 'swapKeyValues':
        if (key) swapWithSibling(draft, key, edit.b);
        break;
      case 'changeKeyAction':
        if (key) key.action = actionOf(edit.action, nodeIds());
        break;
      case 'moveKey': {
        // The service cannot move a key to another node; a draft can (cut and paste).
        const target = pick(draft.nodes, edit.b);
        if (
          key &&
          target &&
          !draft.keys.some((found) => found.nodeId === target.id && found.key === key.key)
        ) {
          key.nodeId = target.id;
        }
        break;
      }
      case 'replaceRoot': {
        // Half the time the keys that led to the old root now lead to the new one.
        const root = draft.rootNodeId;
        const id = newId();
        if (root !== null && edit.b % 2 === 0) repoint(draft, root, id);
        if (root !== null) deleteNode(root);
        draft.nodes.push({ id, ...edit.fields });
        draft.rootNodeId = id;
        break;
      }
    }
  }
  settleRoot(live, draft, newId);
  return draft;
}

function repoint(draft: IvrMenu, from: string, to: string): void {
  for (const key of draft.keys) {
    if (key.nodeId !== from && key.action.kind === 'node' && key.action.nextNodeId === from) {
      key.action = { kind: 'node', nextNodeId: to };
    }
  }
}

/** Some of the fields, chosen by the bits of `mask`. */
function pickFields(fields: MenuNodeFields, mask: number): Partial<MenuNodeFields> {
  const names = Object.keys(fields) as (keyof MenuNodeFields)[];
  return Object.fromEntries(
    names.filter((_, index) => (mask >> index) & 1).map((name) => [name, fields[name]]),
  );
}

function swapWithSibling(draft: IvrMenu, key: MenuKey, seed: number): void {
  const siblings = draft.keys.filter((found) => found.nodeId === key.nodeId && found !== key);
  const other = siblings[seed % Math.max(siblings.length, 1)];
  if (!other) return;
  const value: IvrKey = key.key;
  key.key = other.key;
  other.key = value;
}

/** A draft with nodes needs a root the service can give it: the live one, or a node created first. */
function settleRoot(live: IvrMenu, draft: IvrMenu, newId: () => string): void {
  if (draft.nodes.length === 0) {
    draft.rootNodeId = null;
    return;
  }
  if (draft.rootNodeId !== null) return;
  const liveIds = new Set(live.nodes.map((node) => node.id));
  const created = draft.nodes.find((node) => !liveIds.has(node.id));
  if (live.rootNodeId === null && !created) return;
  if (created) {
    draft.rootNodeId = created.id;
    return;
  }
  const id = newId();
  draft.nodes.push({ ...draft.nodes[0]!, id });
  draft.rootNodeId = id;
}
