import { describe, expect, it } from 'vitest';
import { toFlow } from '../flow/to-flow';
import { sampleMenu } from '../test-support/menu-fixture';
import { reuseUnchanged } from './reuse-unchanged';

describe('reuseUnchanged', () => {
  const menu = sampleMenu();
  const placed = { n1: { x: 0, y: 0 }, n2: { x: 400, y: 0 } };

  it('keeps the previous array itself when nothing changed, so that React Flow rebuilds nothing', () => {
    const before = toFlow(menu, placed);
    const again = toFlow(menu, structuredClone(placed));
    expect(again.edges).not.toBe(before.edges);
    expect(reuseUnchanged(before.edges, again.edges)).toBe(before.edges);
    expect(reuseUnchanged(before.nodes, again.nodes)).toBe(before.nodes);
  });

  it('gives a new array when a card moved, keeping the object of every card that stayed', () => {
    const before = toFlow(menu, placed);
    const moved = toFlow(menu, { ...placed, n2: { x: 800, y: 40 } });
    const nodes = reuseUnchanged(before.nodes, moved.nodes);
    expect(nodes).not.toBe(before.nodes);
    expect(nodes.find((node) => node.id === 'n1')).toBe(before.nodes.find((node) => node.id === 'n1'));
    expect(nodes.find((node) => node.id === 'n2')?.position).toEqual({ x: 800, y: 40 });
    // Moving cards changes no edge: the edges array stays the one React Flow has.
    expect(reuseUnchanged(before.edges, moved.edges)).toBe(before.edges);
  });
});
