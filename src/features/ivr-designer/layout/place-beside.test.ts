import { describe, expect, it } from 'vitest';
import { sampleMenu } from '../test-support/menu-fixture';
import { PROMPT_SIZE } from '../flow/flow-types';
import { labelStripOf } from './card-boxes';
import { spotBesideSource } from './place-beside';

describe('spotBesideSource', () => {
  const menu = sampleMenu();

  it('puts a new exit card right of its node, below the exit cards already there', () => {
    const first = spotBesideSource(menu, 'key:k2', { n1: { x: 0, y: 0 } });
    expect(first).toEqual({ x: PROMPT_SIZE.width + labelStripOf(['2']) + 28, y: 0 });
    const second = spotBesideSource(menu, 'key:k5', {
      n1: { x: 0, y: 0 },
      'key:k2': first ?? { x: 0, y: 0 },
    });
    expect(second?.x).toBe(first?.x);
    expect(second?.y).toBeGreaterThan(first?.y ?? 0);
  });

  it('has no spot for a card whose node is not placed', () => {
    expect(spotBesideSource(menu, 'key:k2', {})).toBeNull();
    expect(spotBesideSource(menu, 'n2', { n1: { x: 0, y: 0 } })).toBeNull();
  });
});
