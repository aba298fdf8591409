import { describe, expect, it } from 'vitest';
import type { IvrMenu } from '../ivr-menu';
import {
  cleanContext,
  cleanMenu,
  goTo,
  hangUp,
  keyOf,
  menuOf,
  talkNode,
  toQueue,
} from '../test-support/menu-builders';
import { addKeys, addNode, withKey, withNode } from '../test-support/menu-edits';
import type { MenuProblem, MenuValidationContext } from './menu-problem';
import { validateMenu } from './validate-menu';

type Case = [
  name: string,
  edit: (menu: IvrMenu) => IvrMenu,
  expected: MenuProblem,
  context?: Partial<MenuValidationContext>,
];

describe('validateMenu: errors', () => {
  it('finds nothing wrong with a clean menu', () => {
    expect(validateMenu(cleanMenu(), cleanContext)).toEqual([]);
  });

  it('finds nothing wrong with an empty menu', () => {
    expect(validateMenu(menuOf(null, []), cleanContext)).toEqual([]);
  });

  const errors: Case[] = [
    [
      'a duplicate key on a node',
      (menu) => addKeys(menu, keyOf('KX', 'N1', '1', hangUp)),
      { severity: 'error', code: 'duplicateKey', nodeId: 'N1', keyId: 'KX', params: { key: '1' } },
    ],
    [
      'a key going to a missing node',
      (menu) => withKey(menu, 'K2', { action: goTo('GONE') }),
      {
        severity: 'error',
        code: 'targetNodeMissing',
        nodeId: 'N1',
        keyId: 'K2',
        params: { nextNodeId: 'GONE' },
      },
    ],
    [
      'a key on a missing node',
      (menu) => addKeys(menu, keyOf('KX', 'GONE', '5', hangUp)),
      { severity: 'error', code: 'keyNodeMissing', nodeId: 'GONE', keyId: 'KX' },
    ],
    [
      'an empty queue id',
      (menu) => withKey(menu, 'K1', { action: toQueue('  ') }),
      { severity: 'error', code: 'emptyQueueId', nodeId: 'N1', keyId: 'K1' },
    ],
    [
      'an empty forward number',
      (menu) => withKey(menu, 'K5', { action: { kind: 'forward', toPhoneNumber: '' } }),
      { severity: 'error', code: 'emptyForwardNumber', nodeId: 'N2', keyId: 'K5' },
    ],
    [
      'an invalid forward number',
      (menu) => withKey(menu, 'K5', { action: { kind: 'forward', toPhoneNumber: 'hotline' } }),
      {
        severity: 'error',
        code: 'invalidForwardNumber',
        nodeId: 'N2',
        keyId: 'K5',
        params: { number: 'hotline' },
      },
    ],
    [
      'an invalid caller id',
      (menu) =>
        withKey(menu, 'K5', { action: { kind: 'forward', toPhoneNumber: '0912345678', callerId: 'ext 1' } }),
      { severity: 'error', code: 'invalidCallerId', nodeId: 'N2', keyId: 'K5', params: { number: 'ext 1' } },
    ],
    [
      'an SMS text too long',
      (menu) => withKey(menu, 'K1', { action: { kind: 'sms', text: 'x'.repeat(1001) } }),
      { severity: 'error', code: 'smsTextTooLong', nodeId: 'N1', keyId: 'K1', params: { max: 1000 } },
    ],
    [
      'a play node whose file was not uploaded',
      (menu) => withNode(menu, 'N2', { playMode: 'play', playContent: 'SID9.wav' }),
      { severity: 'error', code: 'greetingFileMissing', nodeId: 'N2', params: { fileName: 'SID9.wav' } },
    ],
    [
      'an empty text',
      (menu) => withNode(menu, 'N2', { playContent: '   ' }),
      { severity: 'error', code: 'emptyPlayContent', nodeId: 'N2', params: { playMode: 'talk' } },
    ],
    [
      'a prompt over the length limit',
      (menu) => withNode(menu, 'N2', { playContent: 'a'.repeat(5001) }),
      { severity: 'error', code: 'playContentTooLong', nodeId: 'N2', params: { max: 5000 } },
    ],
    [
      'an empty node name',
      (menu) => withNode(menu, 'N2', { name: ' ' }),
      { severity: 'error', code: 'emptyNodeName', nodeId: 'N2' },
    ],
    [
      'a node name over the limit',
      (menu) => withNode(menu, 'N2', { name: 'n'.repeat(201) }),
      { severity: 'error', code: 'nodeNameTooLong', nodeId: 'N2', params: { max: 200 } },
    ],
    [
      'an empty voice on a talk node',
      (menu) => withNode(menu, 'N2', { voice: '' }),
      { severity: 'error', code: 'emptyVoice', nodeId: 'N2' },
    ],
    [
      'a speed above 3',
      (menu) => withNode(menu, 'N2', { speed: 4 }),
      { severity: 'error', code: 'speedOutOfRange', nodeId: 'N2', params: { value: 4, min: -3, max: 3 } },
    ],
    [
      'a loop count of 0',
      (menu) => withNode(menu, 'N2', { loopCount: 0 }),
      {
        severity: 'error',
        code: 'settingOutOfRange',
        nodeId: 'N2',
        params: { setting: 'loopCount', value: 0, min: 1, max: 100 },
      },
    ],
    [
      'a delay over a minute',
      (menu) => withNode(menu, 'N2', { delayMs: 60_001 }),
      {
        severity: 'error',
        code: 'settingOutOfRange',
        nodeId: 'N2',
        params: { setting: 'delayMs', value: 60_001, min: 0, max: 60_000 },
      },
    ],
    [
      'a keypress timeout of 121 s',
      (menu) => withNode(menu, 'N2', { keypressTimeoutSeconds: 121 }),
      {
        severity: 'error',
        code: 'settingOutOfRange',
        nodeId: 'N2',
        params: { setting: 'keypressTimeoutSeconds', value: 121, min: 1, max: 120 },
      },
    ],
    [
      'no root while nodes exist',
      (menu) => ({ ...menu, rootNodeId: null }),
      { severity: 'error', code: 'noRoot' },
    ],
    [
      'a root that is not a node',
      (menu) => ({ ...menu, rootNodeId: 'GONE' }),
      { severity: 'error', code: 'rootNotFound', params: { rootNodeId: 'GONE' } },
    ],
    [
      'an existing node made root',
      (menu) => ({ ...menu, rootNodeId: 'N2' }),
      { severity: 'error', code: 'rootChangeUnsupported', nodeId: 'N2' },
      { liveMenu: cleanMenu() },
    ],
  ];

  it.each(errors)('reports %s', (_, edit, expected, context = {}) => {
    expect(validateMenu(edit(cleanMenu()), { ...cleanContext, ...context })).toContainEqual(expected);
  });

  it('lists errors before warnings', () => {
    const menu = addNode(withKey(cleanMenu(), 'K1', { action: toQueue('') }), talkNode('N3'));
    const severities = validateMenu(menu, cleanContext).map((found) => found.severity);
    expect(severities).toEqual([...severities].sort());
    expect(severities).toContain('error');
    expect(severities).toContain('warning');
  });

  it('accepts a played greeting that was uploaded', () => {
    const menu = withNode(cleanMenu(), 'N2', { playMode: 'play', playContent: 'SID1.wav' });
    expect(validateMenu(menu, cleanContext)).toEqual([]);
  });

  it('allows the live root to be replaced by a new node', () => {
    const live = cleanMenu();
    const draft = { ...withNode(live, 'N1', {}), rootNodeId: 'new-1' };
    draft.nodes = [talkNode('new-1'), ...draft.nodes.filter((found) => found.id !== 'N1')];
    const codes = validateMenu(draft, { ...cleanContext, liveMenu: live }).map((found) => found.code);
    expect(codes).not.toContain('rootChangeUnsupported');
  });
});
