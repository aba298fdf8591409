import { describe, expect, it } from 'vitest';
import { parseBoardEventId, formatBoardEventId } from './board-api';
import type { BoardSnapshot } from './board-snapshot';
import { chatNow } from './chat-now';
import { agentsByGroup } from './grouping';
import { emptyHistory, figuresOf, HISTORY_WINDOW_MS, recordMinute } from './history';
import { liveDurationMs, runningCalls } from './running-calls';
import { agentTiles } from './agent-tiles';
import { agent, callRecord, conversation } from './test-records';
import { boardThresholdsSchema, DEFAULT_THRESHOLDS, groupLevel, levelBelow, levelOver } from './thresholds';

const NOW = Date.parse('2026-03-02T02:00:00Z');

describe('running calls', () => {
  it('names parties by alias, else by the agent whose user id the number is, else not at all', () => {
    const agents = agentTiles([agent({ id: '1', name: 'Lan', serviceUserId: 'agent_lan' })], [], NOW);
    const [call] = runningCalls(
      [
        callRecord({
          id: 'c1',
          startTime: NOW - 30_000,
          answerTime: NOW - 20_000,
          fromNumber: '84901',
          fromAlias: ' Khách ',
          toNumber: 'agent_lan',
          participants: '[{"type":"internal","number":"sup","spyCall":true}]',
        }),
      ],
      agents,
    );
    expect(call).toMatchObject({ fromName: 'Khách', toName: 'Lan', listeners: 1 });
    const [unknown] = runningCalls(
      [callRecord({ id: 'c2', startTime: NOW, participants: 'not json' })],
      agents,
    );
    expect(unknown).toMatchObject({ fromName: null, toName: null, listeners: 0 });
  });

  it('runs its live duration from the answer, or from the start while ringing', () => {
    expect(liveDurationMs({ startTime: NOW - 30_000, answerTime: NOW - 20_000 }, NOW)).toBe(20_000);
    expect(liveDurationMs({ startTime: NOW - 30_000, answerTime: null }, NOW)).toBe(30_000);
  });
});

describe('chat now', () => {
  it('counts open and waiting by their times and the undocumented codes raw', () => {
    const figures = chatNow(
      [
        conversation({ id: '1', created: NOW - 600_000, chatStatus: 3, resolved: 0 }),
        conversation({ id: '2', created: NOW - 60_000, chatStatus: 3, resolved: 1 }),
        conversation({ id: '3', created: NOW - 900_000, answerTime: NOW - 800_000, chatStatus: 2 }),
        conversation({ id: '4', created: NOW - 999_000, endTime: NOW - 1_000 }),
      ],
      NOW - 86_400_000,
    );
    expect(figures).toMatchObject({ open: 3, waiting: 2, oldestWaitingSince: NOW - 600_000 });
    expect(figures.chatStatusCodes).toEqual([
      { code: 2, count: 1 },
      { code: 3, count: 2 },
    ]);
    expect(figures.resolvedCodes).toEqual([
      { code: 0, count: 2 },
      { code: 1, count: 1 },
    ]);
  });
});

const snapshot = (runningCount: number): BoardSnapshot => ({
  generatedAt: NOW,
  agents: [],
  groups: [],
  runningCalls: Array.from({ length: runningCount }, (_, i) => ({
    id: String(i),
    fromNumber: '1',
    fromName: null,
    toNumber: '2',
    toName: null,
    startTime: NOW,
    answerTime: null,
    listeners: 0,
  })),
  today: null,
  chat: null,
  health: {
    agents: { readAt: null, failingSince: null, error: null },
    calls: { readAt: NOW, failingSince: null, error: null },
    today: { readAt: null, failingSince: null, error: null },
    chat: { readAt: null, failingSince: null, error: null },
  },
});

describe('sparkline history', () => {
  it('adds one point a minute, keeps two hours and knows what it cannot tell', () => {
    let history = emptyHistory();
    history = recordMinute(history, figuresOf(snapshot(2)), NOW);
    const same = recordMinute(history, figuresOf(snapshot(5)), NOW + 30_000);
    expect(same).toBe(history);
    history = recordMinute(history, figuresOf(snapshot(3)), NOW + 60_000);
    expect(history.runningCalls).toEqual([
      [NOW, 2],
      [NOW + 60_000, 3],
    ]);
    expect(history.agentsInCall.at(-1)).toEqual([NOW + 60_000, null]);
    history = recordMinute(history, figuresOf(snapshot(1)), NOW + HISTORY_WINDOW_MS + 60_000);
    expect(history.runningCalls.map(([, value]) => value)).toEqual([1]);
  });
});

describe('thresholds', () => {
  it('colours low percentages and long waits', () => {
    expect(levelBelow(85, DEFAULT_THRESHOLDS.answeredPercent)).toBe('ok');
    expect(levelBelow(79.9, DEFAULT_THRESHOLDS.answeredPercent)).toBe('amber');
    expect(levelBelow(59, DEFAULT_THRESHOLDS.answeredPercent)).toBe('red');
    expect(levelBelow(null, DEFAULT_THRESHOLDS.answeredPercent)).toBe('ok');
    expect(levelOver(61, DEFAULT_THRESHOLDS.callWaitingSeconds)).toBe('amber');
    expect(levelOver(121, DEFAULT_THRESHOLDS.callWaitingSeconds)).toBe('red');
    expect(levelOver(61, { amberOver: null, redOver: null })).toBe('ok');
  });

  it('turns a group when none of its members is free', () => {
    expect(groupLevel(['in_call', 'in_call'], 'red')).toBe('red');
    expect(groupLevel(['in_call', 'not_in_call'], 'red')).toBe('ok');
    expect(groupLevel([], 'red')).toBe('ok');
    expect(groupLevel(['in_call'], 'off')).toBe('ok');
  });

  it.each([
    [
      'a percentage over 100',
      { answeredPercent: { amberBelow: 101, redBelow: 50 } },
      'answeredPercent.amberBelow',
    ],
    ['red above amber', { answeredPercent: { amberBelow: 50, redBelow: 70 } }, 'answeredPercent.redBelow'],
    [
      'a fraction of a second',
      { callWaitingSeconds: { amberOver: 1.5, redOver: null } },
      'callWaitingSeconds.amberOver',
    ],
    [
      'red under amber',
      { chatWaitingSeconds: { amberOver: 100, redOver: 50 } },
      'chatWaitingSeconds.redOver',
    ],
    [
      'text for a number',
      { callWaitingSeconds: { amberOver: '60', redOver: null } },
      'callWaitingSeconds.amberOver',
    ],
    ['an unknown level', { noAgentAvailableInGroup: 'purple' }, 'noAgentAvailableInGroup'],
  ])('refuses %s', (_name, change, path) => {
    const result = boardThresholdsSchema.safeParse({ ...DEFAULT_THRESHOLDS, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(path);
  });
});

describe('grouping and event ids', () => {
  it('sections agents by the groups a lead gave them, the rest last', () => {
    const agents = agentTiles([agent({ id: '1' }), agent({ id: '2' }), agent({ id: '3' })], [], NOW);
    const groups = [
      { id: 'g1', name: 'Sales', agentCount: 2 },
      { id: 'g2', name: 'Empty', agentCount: 0 },
    ];
    const sections = agentsByGroup(agents, groups, { g1: ['2', 'gone'], g2: [] });
    expect(sections.map((s) => [s.group?.name ?? null, s.agents.map((a) => a.id)])).toEqual([
      ['Sales', ['2']],
      [null, ['1', '3']],
    ]);
  });

  it('reads back the ids it writes and nothing else', () => {
    expect(parseBoardEventId(formatBoardEventId({ snapshot: 12, history: 3 }))).toEqual({
      snapshot: 12,
      history: 3,
    });
    expect(parseBoardEventId('12')).toBeNull();
    expect(parseBoardEventId(undefined)).toBeNull();
    expect(parseBoardEventId('1.2.3')).toBeNull();
  });
});
