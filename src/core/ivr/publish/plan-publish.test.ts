import { describe, expect, it } from 'vitest';
import { IVR_KEYS } from '../../api/ivr-keypresses';
import type { IvrMenu } from '../ivr-menu';
import { cleanMenu, goTo, hangUp, keyOf, menuOf, talkNode, toQueue } from '../test-support/menu-builders';
import { runPlan } from '../test-support/publish-check';
import { planPublish } from './plan-publish';
import { PlanError } from './publish-errors';

/** Plans, checks the plan reproduces the draft on the reference model, and returns it. */
function plan(live: IvrMenu, draft: IvrMenu) {
  const operations = planPublish(live, draft);
  const { result, expected } = runPlan(live, draft, operations);
  expect(result).toEqual(expected);
  return operations;
}

const edit = (menu: IvrMenu, change: (copy: IvrMenu) => void): IvrMenu => {
  const copy = structuredClone(menu);
  change(copy);
  return copy;
};
const ops = (operations: { op: string }[]) => operations.map((operation) => operation.op);

describe('planPublish', () => {
  it('plans nothing when nothing changed', () => {
    expect(plan(cleanMenu(), cleanMenu())).toEqual([]);
  });

  it('sends only the changed fields of a node', () => {
    const draft = edit(cleanMenu(), (menu) => {
      menu.nodes[1]!.speed = 2;
      menu.nodes[1]!.name = 'Hỗ trợ thẻ';
    });
    expect(plan(cleanMenu(), draft)).toEqual([
      { op: 'updateNode', nodeId: 'N2', changes: { name: 'Hỗ trợ thẻ', speed: 2 } },
    ]);
  });

  it('creates a node before the key that points to it', () => {
    const draft = edit(cleanMenu(), (menu) => {
      menu.keys.push(keyOf('new-k', 'N1', '3', goTo('new-n')));
      menu.nodes.push(talkNode('new-n'));
    });
    const operations = plan(cleanMenu(), draft);
    expect(operations).toEqual([
      { op: 'createNode', ref: 'new-n', fields: expect.objectContaining({ name: 'Node new-n' }) as unknown },
      { op: 'createKey', ref: 'new-k', nodeId: 'N1', key: '3', action: goTo('new-n') },
    ]);
  });

  it("sends the whole new action when a key's kind changes", () => {
    const draft = edit(cleanMenu(), (menu) => {
      menu.keys[0]!.action = { kind: 'forward', toPhoneNumber: '0912345678', callerId: '1900' };
    });
    expect(plan(cleanMenu(), draft)).toEqual([
      {
        op: 'updateKey',
        keyId: 'K1',
        changes: { action: { kind: 'forward', toPhoneNumber: '0912345678', callerId: '1900' } },
      },
    ]);
  });

  it('changes a key value alone', () => {
    const draft = edit(cleanMenu(), (menu) => {
      menu.keys[0]!.key = '5';
    });
    expect(plan(cleanMenu(), draft)).toEqual([{ op: 'updateKey', keyId: 'K1', changes: { key: '5' } }]);
  });

  it('deletes a removed key', () => {
    const draft = edit(cleanMenu(), (menu) => {
      menu.keys = menu.keys.filter((key) => key.id !== 'K6');
    });
    expect(plan(cleanMenu(), draft)).toEqual([{ op: 'deleteKey', keyId: 'K6' }]);
  });

  it("lets a node's deletion take its keys and the keys pointing to it", () => {
    const draft = edit(cleanMenu(), (menu) => {
      menu.nodes = menu.nodes.filter((node) => node.id !== 'N2');
      menu.keys = menu.keys.filter((key) => key.nodeId !== 'N2' && key.id !== 'K2');
    });
    expect(plan(cleanMenu(), draft)).toEqual([{ op: 'deleteNode', nodeId: 'N2' }]);
  });

  it('re-points a surviving key before deleting the node it pointed to', () => {
    const draft = edit(cleanMenu(), (menu) => {
      menu.nodes = menu.nodes.filter((node) => node.id !== 'N2');
      menu.keys = menu.keys.filter((key) => key.nodeId !== 'N2');
      menu.keys.find((key) => key.id === 'K2')!.action = hangUp;
    });
    expect(plan(cleanMenu(), draft)).toEqual([
      { op: 'updateKey', keyId: 'K2', changes: { action: hangUp } },
      { op: 'deleteNode', nodeId: 'N2' },
    ]);
  });

  it('swaps two keys through a free value, never holding one value twice', () => {
    const draft = edit(cleanMenu(), (menu) => {
      menu.keys[0]!.key = '2';
      menu.keys[1]!.key = '1';
    });
    const operations = plan(cleanMenu(), draft);
    expect(operations).toHaveLength(3);
    expect(ops(operations)).toEqual(['updateKey', 'updateKey', 'updateKey']);
  });

  it('rotates three keys and changes an action on the way', () => {
    const live = menuOf(
      'A',
      [talkNode('A')],
      [keyOf('k1', 'A', '1', hangUp), keyOf('k2', 'A', '2', toQueue('Q')), keyOf('k3', 'A', '3', goTo('A'))],
    );
    const draft = edit(live, (menu) => {
      menu.keys[0]!.key = '2';
      menu.keys[1]!.key = '3';
      menu.keys[2]!.key = '1';
      menu.keys[0]!.action = toQueue('Q2');
    });
    expect(plan(live, draft)).toHaveLength(4);
  });

  it('deletes and re-creates a key when all fourteen values are taken', () => {
    const keys = IVR_KEYS.map((value, index) => keyOf(`k${index}`, 'A', value, hangUp));
    const live = menuOf('A', [talkNode('A')], keys);
    const draft = edit(live, (menu) => {
      menu.keys.forEach((key, index) => (key.key = IVR_KEYS[(index + 1) % IVR_KEYS.length]!));
    });
    const operations = plan(live, draft);
    expect(ops(operations).filter((op) => op === 'deleteKey')).toHaveLength(1);
    expect(ops(operations).filter((op) => op === 'createKey')).toHaveLength(1);
    expect(operations).toHaveLength(IVR_KEYS.length + 1);
  });

  it('takes a value freed by a key that goes with its target node, deleting that key first', () => {
    const live = menuOf(
      'A',
      [talkNode('A'), talkNode('B')],
      [keyOf('k1', 'A', '1', goTo('B')), keyOf('k2', 'A', '2', hangUp)],
    );
    const draft = edit(live, (menu) => {
      menu.nodes = [menu.nodes[0]!];
      menu.keys = [keyOf('k2', 'A', '1', hangUp)];
    });
    expect(plan(live, draft)).toEqual([
      { op: 'deleteKey', keyId: 'k1' },
      { op: 'updateKey', keyId: 'k2', changes: { key: '1' } },
      { op: 'deleteNode', nodeId: 'B' },
    ]);
  });

  it('creates a new key after the deletion that frees its value', () => {
    const live = menuOf('A', [talkNode('A'), talkNode('B')], [keyOf('k1', 'A', '1', goTo('B'))]);
    const draft = menuOf('A', [talkNode('A')], [keyOf('new-k', 'A', '1', hangUp)]);
    expect(ops(plan(live, draft))).toEqual(['deleteNode', 'createKey']);
  });

  it('creates the root first in an empty tree', () => {
    const draft = menuOf(
      'new-root',
      [talkNode('new-a'), talkNode('new-root')],
      [keyOf('new-k', 'new-root', '1', goTo('new-a'))],
    );
    const operations = plan(menuOf(null, []), draft);
    expect(operations[0]).toMatchObject({ op: 'createNode', ref: 'new-root' });
    expect(ops(operations)).toEqual(['createNode', 'createNode', 'createKey']);
  });

  it('replaces the root: deletes the old root first, creates the new one first, re-creates keys to it', () => {
    const live = cleanMenu();
    const draft = edit(live, (menu) => {
      menu.rootNodeId = 'new-root';
      menu.nodes = [talkNode('new-root'), talkNode('new-other'), menu.nodes[1]!];
      menu.keys = [
        ...menu.keys.filter((key) => key.nodeId === 'N2'),
        keyOf('new-k', 'new-root', '1', goTo('N2')),
      ].map((key) =>
        key.action.kind === 'node' && key.action.nextNodeId === 'N1'
          ? { ...key, action: goTo('new-root') }
          : key,
      );
    });
    const operations = plan(live, draft);
    expect(operations.slice(0, 3)).toEqual([
      { op: 'deleteNode', nodeId: 'N1' },
      expect.objectContaining({ op: 'createNode', ref: 'new-root' }),
      expect.objectContaining({ op: 'createNode', ref: 'new-other' }),
    ]);
    expect(operations).toContainEqual({
      op: 'createKey',
      ref: 'K7',
      nodeId: 'N2',
      key: 'EMPTY_KEY',
      action: goTo('new-root'),
    });
  });

  it('deletes every node of a menu emptied', () => {
    expect(plan(cleanMenu(), menuOf(null, []))).toEqual([
      { op: 'deleteNode', nodeId: 'N1' },
      { op: 'deleteNode', nodeId: 'N2' },
    ]);
  });

  it.each([
    [
      'an existing node made root',
      (menu: IvrMenu) => ({ ...menu, rootNodeId: 'N2' }),
      'rootChangeUnsupported',
    ],
    [
      'a new root while the old root stays',
      (menu: IvrMenu) => ({ ...menu, rootNodeId: 'new-r', nodes: [...menu.nodes, talkNode('new-r')] }),
      'rootChangeUnsupported',
    ],
    [
      'a node id the tree never had',
      (menu: IvrMenu) => ({ ...menu, nodes: [...menu.nodes, talkNode('N9')] }),
      'unknownNodeId',
    ],
    [
      'a key id the tree never had',
      (menu: IvrMenu) => ({ ...menu, keys: [...menu.keys, keyOf('K9', 'N1', '9', hangUp)] }),
      'unknownKeyId',
    ],
    [
      'a key to a missing node',
      (menu: IvrMenu) => ({ ...menu, keys: [...menu.keys, keyOf('new-k', 'N1', '9', goTo('X'))] }),
      'targetNodeMissing',
    ],
    [
      'a key on a missing node',
      (menu: IvrMenu) => ({ ...menu, keys: [...menu.keys, keyOf('new-k', 'X', '9', hangUp)] }),
      'keyNodeMissing',
    ],
    [
      'a duplicate key',
      (menu: IvrMenu) => ({ ...menu, keys: [...menu.keys, keyOf('new-k', 'N1', '1', hangUp)] }),
      'duplicateKey',
    ],
    ['no root', (menu: IvrMenu) => ({ ...menu, rootNodeId: null }), 'draftRootMissing'],
  ])('refuses %s with a PlanError', (_, change, code) => {
    const attempt = () => planPublish(cleanMenu(), change(cleanMenu()));
    expect(attempt).toThrow(PlanError);
    expect(attempt).toThrow(expect.objectContaining({ code }) as Error);
  });
});

describe('planPublish, keys moved between nodes', () => {
  it('deletes a key moved to another node and creates it there under its old id', () => {
    const draft = structuredClone(cleanMenu());
    draft.keys.find((key) => key.id === 'K6')!.nodeId = 'N1';
    expect(plan(cleanMenu(), draft)).toEqual([
      { op: 'deleteKey', keyId: 'K6' },
      { op: 'createKey', ref: 'K6', nodeId: 'N1', key: '0', action: hangUp },
    ]);
  });
});
