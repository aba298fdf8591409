import { describe, expect, it } from 'vitest';
import type { IvrMenu } from '../ivr-menu';
import {
  cleanContext,
  cleanMenu,
  goTo,
  hangUp,
  keyOf,
  talkNode,
  toQueue,
} from '../test-support/menu-builders';
import { addKeys, addNode, dropKey, withKey, withPrompt } from '../test-support/menu-edits';
import type { MenuProblem, MenuValidationContext } from './menu-problem';
import { validateMenu } from './validate-menu';

type Case = [
  name: string,
  edit: (menu: IvrMenu) => IvrMenu,
  expected: MenuProblem,
  context?: Partial<MenuValidationContext>,
];

describe('validateMenu: warnings', () => {
  const warnings: Case[] = [
    [
      'a node no key leads to',
      (menu) => addNode(menu, talkNode('N3')),
      { severity: 'warning', code: 'unreachableNode', nodeId: 'N3' },
    ],
    [
      'a node without timeout handling',
      (menu) => dropKey(menu, 'K7'),
      { severity: 'warning', code: 'missingEmptyKey', nodeId: 'N2' },
    ],
    [
      'a node without invalid-key handling',
      (menu) => dropKey(menu, 'K8'),
      { severity: 'warning', code: 'missingInvalidKey', nodeId: 'N2' },
    ],
    [
      'a loop with no way out',
      (menu) =>
        addKeys(
          addNode(addNode(menu, talkNode('N3')), talkNode('N4')),
          keyOf('KA', 'N1', '3', goTo('N3')),
          keyOf('KB', 'N3', '1', goTo('N4')),
          keyOf('KC', 'N4', '1', goTo('N3')),
        ),
      { severity: 'warning', code: 'loopWithoutExit', nodeId: 'N3', params: { loopSize: 2 } },
    ],
    [
      'a forward to a blacklisted number (written differently)',
      (menu) => withKey(menu, 'K5', { action: { kind: 'forward', toPhoneNumber: '+84987654321' } }),
      {
        severity: 'warning',
        code: 'forwardToBlacklisted',
        nodeId: 'N2',
        keyId: 'K5',
        params: { number: '+84987654321' },
      },
    ],
    [
      'a queue no group is routed to',
      (menu) => withKey(menu, 'K1', { action: toQueue('Q_EMPTY') }),
      {
        severity: 'warning',
        code: 'queueWithoutGroup',
        nodeId: 'N1',
        keyId: 'K1',
        params: { queueId: 'Q_EMPTY' },
      },
    ],
    [
      'voicemail, coming soon',
      (menu) => withKey(menu, 'K3', { action: { kind: 'voicemail' } }),
      {
        severity: 'warning',
        code: 'actionComingSoon',
        nodeId: 'N1',
        keyId: 'K3',
        params: { kind: 'voicemail' },
      },
    ],
    [
      'SMS, coming soon',
      (menu) => withKey(menu, 'K3', { action: { kind: 'sms', text: 'Cảm ơn' } }),
      { severity: 'warning', code: 'actionComingSoon', nodeId: 'N1', keyId: 'K3', params: { kind: 'sms' } },
    ],
    [
      'a Vietnamese prompt asking for a key that does not exist',
      (menu) => withPrompt(menu, 'Bấm 1 để gặp kinh doanh, bấm 2 để được hỗ trợ, nhấn phím 9 để nghe lại.'),
      { severity: 'warning', code: 'promptMentionsMissingKey', nodeId: 'N1', params: { key: '9' } },
    ],
    [
      'an English prompt asking for a key that does not exist',
      (menu) => withPrompt(menu, 'Press 1 for sales, press 2 for support, press # to repeat.'),
      { severity: 'warning', code: 'promptMentionsMissingKey', nodeId: 'N1', params: { key: '#' } },
    ],
    [
      'a key the prompt never mentions',
      (menu) => withPrompt(menu, 'Bấm 1 để gặp kinh doanh.'),
      {
        severity: 'warning',
        code: 'keyNotMentionedInPrompt',
        nodeId: 'N1',
        keyId: 'K2',
        params: { key: '2' },
      },
    ],
  ];

  it.each(warnings)('reports %s', (_, edit, expected, context = {}) => {
    expect(validateMenu(edit(cleanMenu()), { ...cleanContext, ...context })).toContainEqual(expected);
  });

  const loopsOf = (menu: IvrMenu) =>
    validateMenu(menu, cleanContext)
      .filter((found) => found.code === 'loopWithoutExit')
      .map((found) => found.nodeId);

  it('accepts loops that have a way out, directly or through a node outside the loop', () => {
    expect(loopsOf(cleanMenu())).toEqual([]);
    const menu = addKeys(
      addNode(addNode(addNode(cleanMenu(), talkNode('N3')), talkNode('N4')), talkNode('N5')),
      keyOf('KA', 'N1', '3', goTo('N3')),
      keyOf('KB', 'N3', '1', goTo('N4')),
      keyOf('KC', 'N4', '1', goTo('N3')),
      keyOf('KD', 'N4', '2', goTo('N5')),
      keyOf('KE', 'N5', '1', hangUp),
    );
    expect(loopsOf(menu)).toEqual([]);
  });

  it('flags a node that only repeats itself, and every node of a closed loop', () => {
    const selfLoop = addKeys(
      addNode(cleanMenu(), talkNode('N3')),
      keyOf('KA', 'N1', '3', goTo('N3')),
      keyOf('KB', 'N3', '9', goTo('N3')),
    );
    expect(loopsOf(selfLoop)).toEqual(['N3']);
    const closed = addKeys(
      addNode(addNode(addNode(cleanMenu(), talkNode('N3')), talkNode('N4')), talkNode('N5')),
      keyOf('KA', 'N1', '3', goTo('N3')),
      keyOf('KB', 'N3', '1', goTo('N4')),
      keyOf('KC', 'N4', '1', goTo('N5')),
      keyOf('KD', 'N5', '1', goTo('N3')),
    );
    expect(loopsOf(closed)).toEqual(['N3', 'N4', 'N5']);
  });

  it('judges only the queues the service was asked about, when the context names them', () => {
    const menu = withKey(cleanMenu(), 'K1', { action: toQueue('Q_NEW') });
    const queueProblems = (context: Partial<MenuValidationContext>) =>
      validateMenu(menu, { ...cleanContext, ...context }).filter(
        (found) => found.code === 'queueWithoutGroup',
      );
    // An answer about other queues (the one for Q_NEW still on its way) says nothing about Q_NEW.
    expect(queueProblems({ checkedQueueIds: ['Q_SALES'] })).toEqual([]);
    // Asked about and not routed: flagged, as it is when the context covers every queue.
    const flagged = [expect.objectContaining({ keyId: 'K1', params: { queueId: 'Q_NEW' } })];
    expect(queueProblems({ checkedQueueIds: ['Q_SALES', 'Q_NEW'] })).toEqual(flagged);
    expect(queueProblems({})).toEqual(flagged);
  });

  it('does not check announced keys when the prompt announces none', () => {
    const problems = validateMenu(withPrompt(cleanMenu(), 'Xin chào quý khách'), cleanContext);
    expect(problems).toEqual([]);
  });
});
