import type { IvrMenu } from '@/core/ivr/ivr-menu';
import type { BffWithSandbox } from '../../test-support/bff-with-sandbox';
import { makeTree, talk, unique } from './ivr-designer-kit';

/** Welcome (root) 1→Sales 2→Support 3→Old; Sales 0 hangs up. */
export async function bankTree(world: BffWithSandbox) {
  const { treeId, nodeIds } = await makeTree(
    world,
    unique('Publish tree'),
    [{ name: 'Welcome' }, { name: 'Sales' }, { name: 'Support' }, { name: 'Old' }],
    [
      { node: 0, key: '1', action: { kind: 'node', next: 1 } },
      { node: 0, key: '2', action: { kind: 'node', next: 2 } },
      { node: 0, key: '3', action: { kind: 'node', next: 3 } },
      { node: 1, key: '0', action: { kind: 'hangup' } },
    ],
  );
  const [welcome, sales, , old] = nodeIds as [string, string, string, string];
  return { treeId, welcome, sales, old };
}

/** Adds a node and keys of every action kind, deletes a node, swaps two keys and rewords a prompt. */
export function bigEdit(menu: IvrMenu, ids: { welcome: string; sales: string; old: string }): IvrMenu {
  const key = (value: string) => menu.keys.find((k) => k.nodeId === ids.welcome && k.key === value)!;
  const one = key('1');
  const two = key('2');
  const on = (
    id: string,
    value: IvrMenu['keys'][number]['key'],
    action: IvrMenu['keys'][number]['action'],
  ) => ({
    id,
    nodeId: ids.welcome,
    key: value,
    action,
  });
  return {
    rootNodeId: menu.rootNodeId,
    nodes: [
      ...menu.nodes
        .filter((node) => node.id !== ids.old)
        .map((node) =>
          node.id === ids.sales ? { ...node, playContent: 'Phòng kinh doanh xin nghe' } : node,
        ),
      talk('new-billing', 'Billing'),
    ],
    keys: [
      ...menu.keys
        .filter((k) => k.action.kind !== 'node' || k.action.nextNodeId !== ids.old)
        .map((k) =>
          k.id === one.id ? { ...k, key: '2' as const } : k.id === two.id ? { ...k, key: '1' as const } : k,
        ),
      on('new-k4', '4', { kind: 'queue', queueId: 'queue-billing' }),
      on('new-k5', '5', { kind: 'forward', toPhoneNumber: '+84912345678', callerId: '842873001234' }),
      on('new-k6', '6', { kind: 'voicemail' }),
      on('new-k7', '7', { kind: 'sms', text: 'Cảm ơn quý khách' }),
      on('new-k8', '8', { kind: 'node', nextNodeId: 'new-billing' }),
      on('new-k9', '9', { kind: 'hangup' }),
      on('new-ke', 'EMPTY_KEY', { kind: 'node', nextNodeId: ids.welcome }),
      on('new-ki', 'INVALID_KEY', { kind: 'hangup' }),
      { id: 'new-kb', nodeId: 'new-billing', key: '0', action: { kind: 'node', nextNodeId: ids.welcome } },
    ],
  };
}
