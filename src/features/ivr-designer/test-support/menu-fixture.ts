import { IVR_NODE_SETTING_DEFAULTS } from '@/core/api/ivr-nodes';
import type { IvrMenu, MenuKey, MenuNode } from '@/core/ivr/ivr-menu';

/** A prompt node with the service's default settings, for tests. */
export function promptNode(id: string, name: string, text = `${name} text`): MenuNode {
  return { id, name, playMode: 'talk', playContent: text, ...IVR_NODE_SETTING_DEFAULTS };
}

/** A small menu using every action: a welcome prompt, a sales prompt, a queue, a forward and the rest. */
export function sampleMenu(): IvrMenu {
  return {
    rootNodeId: 'n1',
    nodes: [
      promptNode('n1', 'Welcome'),
      { ...promptNode('n2', 'Sales'), playMode: 'play', playContent: 'sales.wav' },
    ],
    keys: [
      { id: 'k1', nodeId: 'n1', key: '1', action: { kind: 'node', nextNodeId: 'n2' } },
      { id: 'k2', nodeId: 'n1', key: '2', action: { kind: 'queue', queueId: 'q-support' } },
      {
        id: 'k3',
        nodeId: 'n2',
        key: '0',
        action: { kind: 'forward', toPhoneNumber: '+84901234567', callerId: '1900' },
      },
      { id: 'k4', nodeId: 'n2', key: 'EMPTY_KEY', action: { kind: 'hangup' } },
      { id: 'k5', nodeId: 'n1', key: '9', action: { kind: 'voicemail' } },
      { id: 'k6', nodeId: 'n1', key: 'INVALID_KEY', action: { kind: 'sms', text: 'Call us later' } },
    ],
  };
}

/**
 * A big menu shaped like real ones: each node leads to up to three sub-menus, and every node also has
 * a queue, a forward or a hang-up, and a timeout key; about 2.4 keys per node.
 */
export function generatedMenu(nodeCount: number): IvrMenu {
  const nodes = Array.from({ length: nodeCount }, (_, index) => promptNode(`n${index}`, `Menu ${index}`));
  const keys: MenuKey[] = [];
  for (let index = 1; index < nodeCount; index += 1) {
    const parent = Math.floor((index - 1) / 3);
    const key = String(((index - 1) % 3) + 1) as MenuKey['key'];
    keys.push({
      id: `s${index}`,
      nodeId: `n${parent}`,
      key,
      action: { kind: 'node', nextNodeId: `n${index}` },
    });
  }
  for (let index = 0; index < nodeCount; index += 1) {
    const nodeId = `n${index}`;
    const exit: MenuKey['action'] =
      index % 3 === 0
        ? { kind: 'queue', queueId: `queue-${index % 7}` }
        : index % 3 === 1
          ? { kind: 'forward', toPhoneNumber: `+8490${String(index).padStart(7, '0')}` }
          : { kind: 'hangup' };
    keys.push({ id: `x${index}`, nodeId, key: '0', action: exit });
    if (index % 3 !== 2) keys.push({ id: `t${index}`, nodeId, key: 'EMPTY_KEY', action: { kind: 'hangup' } });
  }
  return { rootNodeId: 'n0', nodes, keys };
}
