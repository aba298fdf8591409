import { describe, expect, it } from 'vitest';
import { startCall, step } from '@/core/ivr/simulator/call-engine';
import type { CallEvent, CallState } from '@/core/ivr/simulator/call-types';
import { goTo, hangUp, keyOf, menuOf, talkNode, toQueue } from '@/core/ivr/test-support/menu-builders';
import { inputsOfCall, parseTypedInputs } from './path-inputs';

// A: 1 → B, timeout → B; B: 1 → queue 5; B has no barge-in, so a key during its prompt is ignored.
const menu = menuOf(
  'A',
  [talkNode('A'), talkNode('B', { bargeIn: false })],
  [
    keyOf('a1', 'A', '1', goTo('B')),
    keyOf('ae', 'A', 'EMPTY_KEY', goTo('B')),
    keyOf('b1', 'B', '1', toQueue('5')),
    keyOf('b2', 'B', '2', hangUp),
  ],
);

function call(events: CallEvent[]): CallState {
  return events.reduce((state, event) => step(state, event).state, startCall(menu).state);
}

describe('inputsOfCall', () => {
  it('lists the keys and timeouts the menu heard, in order', () => {
    const state = call([{ type: 'key', key: '1' }, { type: 'promptEnded' }, { type: 'key', key: '1' }]);
    expect(state.outcome).toEqual({ kind: 'queue', queueId: '5' });
    expect(inputsOfCall(state)).toEqual(['1', '1']);
  });

  it('leaves out a key ignored during a prompt and ends with hangUp when the caller hung up', () => {
    const state = call([
      { type: 'promptEnded' },
      { type: 'timeout' },
      { type: 'key', key: '2' },
      { type: 'hangUp' },
    ]);
    expect(inputsOfCall(state)).toEqual(['timeout', 'hangUp']);
  });
});

describe('parseTypedInputs', () => {
  it('reads keys, timeout and hangUp separated by spaces or commas, in any case', () => {
    expect(parseTypedInputs('1 2 timeout')).toEqual(['1', '2', 'timeout']);
    expect(parseTypedInputs(' *, #,TIMEOUT  hangup ')).toEqual(['*', '#', 'timeout', 'hangUp']);
  });

  it('splits a run of keys into one input per key', () => {
    expect(parseTypedInputs('12 0#')).toEqual(['1', '2', '0', '#']);
  });

  it('refuses any other word, and reads nothing from blank text', () => {
    expect(parseTypedInputs('1 two')).toBeNull();
    expect(parseTypedInputs('1a')).toBeNull();
    expect(parseTypedInputs('   ')).toEqual([]);
  });
});
