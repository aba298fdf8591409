import { describe, expect, it } from 'vitest';
import type { KeypressAction } from '../../api/ivr-keypresses';
import type { IvrMenu } from '../ivr-menu';
import { cleanMenu, goTo, hangUp, keyOf, menuOf, talkNode, toQueue } from '../test-support/menu-builders';
import { startCall, step } from './call-engine';
import type { CallEvent, CallState, CallTransition } from './call-types';

/** Sends events one after the other; returns the last transition. */
const send = (start: CallTransition, ...events: CallEvent[]): CallTransition =>
  events.reduce((current, event) => step(current.state, event), start);
const ended: CallEvent = { type: 'promptEnded' };
const timeout: CallEvent = { type: 'timeout' };
const press = (key: '0' | '1' | '2' | '5' | '9' | '#'): CallEvent => ({ type: 'key', key });
const outcome = (transition: CallTransition) => transition.state.outcome;

/** One node whose key 1 does `action`. */
const oneKey = (action: KeypressAction): IvrMenu =>
  menuOf('A', [talkNode('A')], [keyOf('k1', 'A', '1', action)]);

describe('call engine', () => {
  it('ends at once when the menu has no root', () => {
    const call = startCall(menuOf(null, []));
    expect(call.effects).toEqual([{ type: 'ended', outcome: { kind: 'noAction', reason: 'noStartNode' } }]);
    expect(call.state.phase).toBe('ended');
  });

  it('enters the root: highlight, delay, first play of its prompt', () => {
    const menu = menuOf('A', [talkNode('A', { delayMs: 700, loopCount: 2, speed: 1, playContent: 'Bấm 1' })]);
    expect(startCall(menu).effects).toEqual([
      { type: 'highlightNode', nodeId: 'A' },
      { type: 'delay', nodeId: 'A', ms: 700 },
      {
        type: 'playPrompt',
        nodeId: 'A',
        playMode: 'talk',
        content: 'Bấm 1',
        voice: 'hn_female_thutrang_phrase_48k-hsmm',
        speed: 1,
        loop: 1,
        loopCount: 2,
        replay: 0,
      },
    ]);
  });

  it('plays the prompt loopCount times, then waits for a key', () => {
    const call = startCall(menuOf('A', [talkNode('A', { loopCount: 3, keypressTimeoutSeconds: 8 })]));
    const second = send(call, ended);
    expect(second.effects).toEqual([expect.objectContaining({ type: 'playPrompt', loop: 2, loopCount: 3 })]);
    const third = send(second, ended);
    expect(third.effects).toEqual([expect.objectContaining({ type: 'playPrompt', loop: 3 })]);
    const waiting = send(third, ended);
    expect(waiting.effects).toEqual([{ type: 'waitForKey', nodeId: 'A', timeoutSeconds: 8 }]);
    expect(waiting.state.phase).toBe('waiting');
  });

  it.each([
    ['a queue', toQueue('Q_SALES'), { kind: 'queue', queueId: 'Q_SALES' }],
    [
      'a forward',
      { kind: 'forward', toPhoneNumber: '0912345678', callerId: '1900' },
      { kind: 'forward', to: '0912345678', callerId: '1900' },
    ],
    [
      'a forward without caller id',
      { kind: 'forward', toPhoneNumber: '0912345678' },
      { kind: 'forward', to: '0912345678', callerId: undefined },
    ],
    ['a hang-up', hangUp, { kind: 'hangup' }],
    ['voicemail', { kind: 'voicemail' }, { kind: 'voicemail' }],
    ['an SMS', { kind: 'sms', text: 'Cảm ơn' }, { kind: 'sms' }],
    ['a missing node', goTo('GONE'), { kind: 'noAction', reason: 'targetMissing' }],
  ] as [string, KeypressAction, unknown][])('ends with %s', (_, action, expected) => {
    const call = send(startCall(oneKey(action)), ended, press('1'));
    expect(outcome(call)).toEqual(expected);
    expect(call.effects).toEqual([
      { type: 'highlightKey', nodeId: 'A', keyId: 'k1', key: '1' },
      { type: 'ended', outcome: expected },
    ]);
  });

  it('goes to the next node and plays its prompt', () => {
    const call = send(startCall(cleanMenu()), ended, press('2'));
    expect(call.effects.map((effect) => effect.type)).toEqual([
      'highlightKey',
      'highlightNode',
      'playPrompt',
    ]);
    expect(call.state).toMatchObject({ nodeId: 'N2', phase: 'prompt', loop: 1 });
  });

  it('lets a key interrupt the prompt when barge-in is on', () => {
    const call = send(startCall(cleanMenu()), press('1'));
    expect(call.effects[0]).toEqual({ type: 'stopPrompt', nodeId: 'N1' });
    expect(outcome(call)).toEqual({ kind: 'queue', queueId: 'Q_SALES' });
  });

  it('ignores a key pressed during the prompt when barge-in is off', () => {
    const menu = cleanMenu();
    menu.nodes[0]!.bargeIn = false;
    const start = startCall(menu);
    const call = send(start, press('1'));
    expect(call.effects).toEqual([{ type: 'keyIgnored', nodeId: 'N1', key: '1' }]);
    expect(call.state).toBe(start.state);
    expect(outcome(send(call, ended, press('1')))).toEqual({ kind: 'queue', queueId: 'Q_SALES' });
  });

  it('follows EMPTY_KEY when the timeout runs out, and INVALID_KEY for a key without entry', () => {
    const menu = cleanMenu();
    expect(outcome(send(startCall(menu), ended, timeout))).toEqual({ kind: 'queue', queueId: 'Q_SALES' });
    const invalid = send(startCall(menu), ended, press('9'));
    expect(invalid.state).toMatchObject({ nodeId: 'N1', phase: 'prompt' });
    expect(invalid.state.history.filter((entry) => entry.kind === 'enteredNode')).toHaveLength(2);
  });

  it('ignores a timeout while the prompt still plays', () => {
    const start = startCall(cleanMenu());
    expect(send(start, timeout)).toEqual({ state: start.state, effects: [] });
  });

  it('replays the prompt up to loopCount times when nothing handles the input, then hangs up', () => {
    const menu = menuOf('A', [talkNode('A', { loopCount: 2 })], [keyOf('k1', 'A', '1', hangUp)]);
    let call = send(startCall(menu), ended, ended, timeout);
    expect(call.effects).toEqual([
      expect.objectContaining({ type: 'playPrompt', loop: 1, loopCount: 1, replay: 1 }),
    ]);
    call = send(call, ended, press('5'));
    expect(call.effects).toEqual([expect.objectContaining({ type: 'playPrompt', replay: 2 })]);
    call = send(call, ended, timeout);
    expect(outcome(call)).toEqual({ kind: 'noAction', reason: 'unhandled' });
    expect(outcome(send(startCall(menu), ended, ended, press('1')))).toEqual({ kind: 'hangup' });
  });

  it('counts replays per visit: entering the node again starts afresh', () => {
    const menu = menuOf(
      'A',
      [talkNode('A'), talkNode('B')],
      [keyOf('k1', 'A', '1', goTo('B')), keyOf('k2', 'B', '1', goTo('A'))],
    );
    const call = send(startCall(menu), ended, timeout, ended, press('1'), ended, press('1'), ended, timeout);
    expect(call.state).toMatchObject({ nodeId: 'A', phase: 'prompt', replays: 1 });
  });

  it('goes round a cycle as often as the caller likes', () => {
    const menu = menuOf(
      'A',
      [talkNode('A')],
      [keyOf('k1', 'A', '9', goTo('A')), keyOf('k2', 'A', '0', hangUp)],
    );
    const rounds = Array.from({ length: 50 }, () => [ended, press('9')]).flat();
    const call = send(startCall(menu), ...rounds, ended, press('0'));
    expect(call.state.history.filter((entry) => entry.kind === 'enteredNode')).toHaveLength(51);
    expect(outcome(call)).toEqual({ kind: 'hangup' });
  });

  it('ends when the caller hangs up, and ignores everything after the end', () => {
    const call = send(startCall(cleanMenu()), { type: 'hangUp' });
    expect(outcome(call)).toEqual({ kind: 'noAction', reason: 'callerHungUp' });
    const after: CallState = call.state;
    expect(send(call, press('1'), ended, timeout).state).toBe(after);
  });

  it('starts from a chosen node', () => {
    expect(startCall(cleanMenu(), { startNodeId: 'N2' }).state.nodeId).toBe('N2');
    expect(outcome(startCall(cleanMenu(), { startNodeId: 'GONE' }))).toEqual({
      kind: 'noAction',
      reason: 'noStartNode',
    });
  });
});
