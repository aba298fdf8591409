import { describe, expect, it } from 'vitest';
import { goTo, hangUp, keyOf, menuOf, talkNode } from '@/core/ivr/test-support/menu-builders';
import { coverageNotes } from './coverage-notes';

const words = { keyNotReached: 'not reached', nodeUnreachable: 'unreachable' };

describe('coverageNotes', () => {
  it('marks the keys given and the nodes the root cannot reach, nothing else', () => {
    const menu = menuOf(
      'A',
      [talkNode('A'), talkNode('B'), talkNode('Island')],
      [keyOf('a1', 'A', '1', goTo('B')), keyOf('b1', 'B', '1', hangUp), keyOf('i1', 'Island', '1', hangUp)],
    );
    expect(coverageNotes(menu, ['i1'], words)).toEqual(
      new Map([
        ['i1', 'not reached'],
        ['Island', 'unreachable'],
      ]),
    );
  });

  it('marks every node of a menu without a root', () => {
    const menu = menuOf(null, [talkNode('A')]);
    expect(coverageNotes(menu, [], words)).toEqual(new Map([['A', 'unreachable']]));
  });
});
