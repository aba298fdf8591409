import { describe, expect, it } from 'vitest';
import type { QueueOverview } from '../../core/api/queues-overview';
import { queuesLeftWithout } from './queues-left-without';

const queue = (queueId: string, groupIds: string[]): QueueOverview => ({
  queueId,
  sources: ['routing'],
  unserved: groupIds.length === 0,
  groups: groupIds.map((groupId, i) => ({
    routingId: `r${i}`,
    groupId,
    groupName: groupId,
    primary: i === 0,
  })),
});

describe('queuesLeftWithout', () => {
  it('names the queues this group alone serves, not those another group also serves or none serves', () => {
    const queues = [
      queue('Q1', ['G']),
      queue('Q2', ['G', 'H']),
      queue('Q3', []),
      queue('Q4', ['H']),
      queue('Q5', ['G']),
    ];
    expect(queuesLeftWithout('G', queues)).toEqual(['Q1', 'Q5']);
    expect(queuesLeftWithout('X', queues)).toEqual([]);
  });
});
