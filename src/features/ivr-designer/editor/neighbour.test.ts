import { describe, expect, it } from 'vitest';
import { goTo, hangUp, keyOf, menuOf, talkNode } from '@/core/ivr/test-support/menu-builders';
import { neighbourOf } from './neighbour';

// Keys stored in id order: the key 2 happens to come before the key 1.
const menu = menuOf(
  'ROOT',
  [talkNode('ROOT'), talkNode('SALES'), talkNode('SUPPORT')],
  [
    keyOf('A', 'ROOT', '2', goTo('SUPPORT')),
    keyOf('B', 'ROOT', '1', goTo('SALES')),
    keyOf('C', 'SALES', 'INVALID_KEY', hangUp),
    keyOf('D', 'SALES', '#', hangUp),
  ],
);

describe('moving with the arrow keys', () => {
  it('right from a node follows its first key in keypad order, whatever order the keys are stored in', () => {
    expect(neighbourOf(menu, {}, 'ROOT', 'right')).toBe('B');
    expect(neighbourOf(menu, {}, 'SALES', 'right')).toBe('D');
  });

  it('right from a key reaches the node it leads to, and left goes back to the node it belongs to', () => {
    expect(neighbourOf(menu, {}, 'B', 'right')).toBe('SALES');
    expect(neighbourOf(menu, {}, 'C', 'right')).toBeNull();
    expect(neighbourOf(menu, {}, 'B', 'left')).toBe('ROOT');
  });
});
