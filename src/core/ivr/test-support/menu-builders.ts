import { IVR_NODE_SETTING_DEFAULTS } from '../../api/ivr-nodes';
import type { IvrKey, KeypressAction } from '../../api/ivr-keypresses';
import type { IvrMenu, MenuKey, MenuNode } from '../ivr-menu';

/** Test support: small builders so a test case shows only what matters to it. */

export const talkNode = (id: string, overrides: Partial<MenuNode> = {}): MenuNode => ({
  id,
  name: `Node ${id}`,
  playMode: 'talk',
  playContent: 'Xin chào quý khách',
  ...IVR_NODE_SETTING_DEFAULTS,
  ...overrides,
});

export const keyOf = (id: string, nodeId: string, key: IvrKey, action: KeypressAction): MenuKey => ({
  id,
  nodeId,
  key,
  action,
});

export const goTo = (nextNodeId: string): KeypressAction => ({ kind: 'node', nextNodeId });
export const toQueue = (queueId: string): KeypressAction => ({ kind: 'queue', queueId });
export const hangUp: KeypressAction = { kind: 'hangup' };

export const menuOf = (rootNodeId: string | null, nodes: MenuNode[], keys: MenuKey[] = []): IvrMenu => ({
  rootNodeId,
  nodes,
  keys,
});

/**
 * A menu with no problem at all: a welcome that announces its keys, a sales queue with routing, a
 * support sub-menu, and timeout / invalid-key handling everywhere.
 */
export function cleanMenu(): IvrMenu {
  return menuOf(
    'N1',
    [
      talkNode('N1', { name: 'Chào mừng', playContent: 'Bấm 1 để gặp kinh doanh, bấm 2 để được hỗ trợ.' }),
      talkNode('N2', { name: 'Hỗ trợ', playContent: 'Press 1 for cards or press 0 to hang up.' }),
    ],
    [
      keyOf('K1', 'N1', '1', toQueue('Q_SALES')),
      keyOf('K2', 'N1', '2', goTo('N2')),
      keyOf('K3', 'N1', 'EMPTY_KEY', toQueue('Q_SALES')),
      keyOf('K4', 'N1', 'INVALID_KEY', goTo('N1')),
      keyOf('K5', 'N2', '1', { kind: 'forward', toPhoneNumber: '0912345678', callerId: '02838221234' }),
      keyOf('K6', 'N2', '0', hangUp),
      keyOf('K7', 'N2', 'EMPTY_KEY', goTo('N1')),
      keyOf('K8', 'N2', 'INVALID_KEY', goTo('N2')),
    ],
  );
}

export const cleanContext = {
  greetingFileNames: ['SID1.wav'],
  blacklistedNumbers: ['0987 654 321'],
  routedQueueIds: ['Q_SALES'],
};
