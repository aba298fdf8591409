import { describe, expect, it } from 'vitest';
import { groupLabels } from './group-labels';

const group = (id: string, name: string) => ({ id, name, agentCount: null });

describe('groupLabels', () => {
  it('names a group by its name, and adds the id only where two groups share it', () => {
    const labels = groupLabels([group('G1', 'Kỹ thuật'), group('G2', 'Bán hàng'), group('G3', 'Kỹ thuật')]);
    expect([...labels]).toEqual([
      ['G1', 'Kỹ thuật (G1)'],
      ['G2', 'Bán hàng'],
      ['G3', 'Kỹ thuật (G3)'],
    ]);
  });
});
