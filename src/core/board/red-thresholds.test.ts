import { describe, expect, it } from 'vitest';
import type { BoardAgent, BoardSnapshot } from './board-snapshot';
import { groupLevelOf, redCount } from './red-thresholds';
import { DEFAULT_THRESHOLDS, type BoardThresholds } from './thresholds';

const NOW = Date.parse('2026-03-02T02:00:00Z');

const tile = (id: string, state: BoardAgent['state']): BoardAgent => ({
  id,
  name: `Agent ${id}`,
  serviceUserId: `u${id}`,
  state,
  manualStatus: null,
  deviceStatus: 0,
  since: null,
  sinceSource: null,
});

const snapshot = (fields: Partial<BoardSnapshot>): BoardSnapshot => ({
  generatedAt: NOW,
  agents: [],
  groups: [],
  runningCalls: [],
  today: null,
  chat: null,
  health: {
    agents: { readAt: NOW, failingSince: null, error: null },
    calls: { readAt: NOW, failingSince: null, error: null },
    today: { readAt: NOW, failingSince: null, error: null },
    chat: { readAt: NOW, failingSince: null, error: null },
  },
  ...fields,
});

const withMembers = (members: Record<string, string[]>): BoardThresholds => ({
  ...DEFAULT_THRESHOLDS,
  groupMembers: members,
});

describe('red thresholds', () => {
  it('turns a group red when every member the lead put in it is in a call, and only then', () => {
    const agents = [tile('1', 'in_call'), tile('2', 'in_call'), tile('3', 'not_in_call')];
    expect(groupLevelOf('G', agents, withMembers({ G: ['1', '2'] }))).toBe('red');
    expect(groupLevelOf('G', agents, withMembers({ G: ['1', '3'] }))).toBe('ok');
    expect(groupLevelOf('G', agents, withMembers({}))).toBe('ok');
    expect(
      groupLevelOf('G', agents, { ...withMembers({ G: ['1'] }), noAgentAvailableInGroup: 'amber' }),
    ).toBe('amber');
  });

  it('counts red groups beside a call ringing past its red limit', () => {
    const board = snapshot({
      agents: [tile('1', 'in_call'), tile('2', 'not_in_call')],
      groups: [
        { id: 'G1', name: 'Sales', agentCount: 1 },
        { id: 'G2', name: 'Care', agentCount: 1 },
      ],
      runningCalls: [
        {
          id: 'c1',
          fromNumber: '84901',
          fromName: null,
          toNumber: '1900',
          toName: null,
          startTime: NOW - 121_000,
          answerTime: null,
          listeners: 0,
        },
      ],
    });
    const thresholds = withMembers({ G1: ['1'], G2: ['2'] });
    expect(redCount(board, thresholds, NOW)).toBe(2);
    expect(redCount(board, { ...thresholds, noAgentAvailableInGroup: 'off' }, NOW)).toBe(1);
    expect(redCount(null, thresholds, NOW)).toBe(0);
  });
});
