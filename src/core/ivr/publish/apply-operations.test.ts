import { describe, expect, it } from 'vitest';
import type { PublishOperation } from '../publish-operation';
import { cleanMenu, goTo, hangUp, talkNode } from '../test-support/menu-builders';
import { nodeFieldsOf } from '../menu-equality';
import { applyOperations } from './apply-operations';
import { ApplyError } from './publish-errors';

const fields = nodeFieldsOf(talkNode('X'));

describe('applyOperations (reference model of the service)', () => {
  it('gives created nodes and keys fresh ids and resolves later references to them', () => {
    const ids: string[] = [];
    const menu = applyOperations(
      cleanMenu(),
      [
        { op: 'createNode', ref: 'new-n', fields },
        { op: 'createKey', ref: 'new-k', nodeId: 'new-n', key: '1', action: goTo('N1') },
        { op: 'updateKey', keyId: 'K1', changes: { action: goTo('new-n') } },
      ],
      (ref, kind) => {
        ids.push(`${kind}:${ref}`);
        return `S-${ref}`;
      },
    );
    expect(ids).toEqual(['node:new-n', 'key:new-k']);
    expect(menu.nodes.at(-1)).toEqual({ id: 'S-new-n', ...fields });
    expect(menu.keys.find((key) => key.id === 'S-new-k')).toEqual({
      id: 'S-new-k',
      nodeId: 'S-new-n',
      key: '1',
      action: goTo('N1'),
    });
    expect(menu.keys.find((key) => key.id === 'K1')?.action).toEqual(goTo('S-new-n'));
  });

  it('deletes a node with its keys and the keys pointing to it', () => {
    const menu = applyOperations(cleanMenu(), [{ op: 'deleteNode', nodeId: 'N2' }]);
    expect(menu.nodes.map((node) => node.id)).toEqual(['N1']);
    expect(menu.keys.map((key) => key.id)).toEqual(['K1', 'K3', 'K4']);
  });

  it('leaves the tree without root when the root is deleted; the next node created becomes root', () => {
    const emptied = applyOperations(cleanMenu(), [{ op: 'deleteNode', nodeId: 'N1' }]);
    expect(emptied.rootNodeId).toBeNull();
    const rooted = applyOperations(emptied, [{ op: 'createNode', ref: 'new-r', fields }], () => 'R');
    expect(rooted.rootNodeId).toBe('R');
  });

  it('does not change the menu it was given', () => {
    const live = cleanMenu();
    applyOperations(live, [
      { op: 'deleteNode', nodeId: 'N2' },
      { op: 'updateNode', nodeId: 'N1', changes: { speed: 3 } },
    ]);
    expect(live).toEqual(cleanMenu());
  });

  it.each([
    [
      'a duplicate key on create',
      { op: 'createKey', ref: 'new-k', nodeId: 'N1', key: '1', action: hangUp },
      'duplicateKey',
    ],
    ['a duplicate key on update', { op: 'updateKey', keyId: 'K1', changes: { key: '2' } }, 'duplicateKey'],
    [
      'a key to a missing node',
      { op: 'createKey', ref: 'new-k', nodeId: 'N1', key: '7', action: goTo('X') },
      'targetNodeMissing',
    ],
    [
      'a key on a missing node',
      { op: 'createKey', ref: 'new-k', nodeId: 'X', key: '7', action: hangUp },
      'nodeNotFound',
    ],
    ['an update of a missing node', { op: 'updateNode', nodeId: 'X', changes: {} }, 'nodeNotFound'],
    ['a delete of a missing key', { op: 'deleteKey', keyId: 'X' }, 'keyNotFound'],
  ] as [string, PublishOperation, string][])('refuses %s', (_, operation, code) => {
    expect(() => applyOperations(cleanMenu(), [operation])).toThrow(ApplyError);
    expect(() => applyOperations(cleanMenu(), [operation])).toThrow(
      expect.objectContaining({ code, operationIndex: 0 }) as Error,
    );
  });

  it('keeps a key value free once its key moved away (no duplicate)', () => {
    const menu = applyOperations(cleanMenu(), [
      { op: 'updateKey', keyId: 'K1', changes: { key: '7' } },
      { op: 'updateKey', keyId: 'K2', changes: { key: '1' } },
    ]);
    expect(menu.keys.slice(0, 2).map((key) => key.key)).toEqual(['7', '1']);
  });
});
