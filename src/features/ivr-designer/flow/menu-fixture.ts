import type { IvrMenu, MenuNode } from '../../../core/ivr/ivr-menu';
import { IVR_NODE_SETTING_DEFAULTS } from '../../../core/api/ivr-nodes';

/** A prompt node with the service's default settings: for tests and for nodes made in the editor. */
export function promptNode(id: string, name: string, text = `${name} text`): MenuNode {
  const { voice, speed, loopCount, bargeIn, delayMs, keypressTimeoutSeconds } = IVR_NODE_SETTING_DEFAULTS;
  return {
    id,
    name,
    playMode: 'talk',
    playContent: text,
    voice,
    speed,
    loopCount,
    bargeIn,
    delayMs,
    keypressTimeoutSeconds,
  };
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
