import { describe, expect, it } from 'vitest';
import { runningCalls } from './running-calls';
import { callRecord } from './test-records';
import { TodayTally } from './today-tally';

const at = (iso: string) => Date.parse(iso);
/** 2026-03-02 in Vietnam runs from 2026-03-01T17:00Z to 2026-03-02T17:00Z. */
const MORNING = at('2026-03-02T02:00:00Z');

describe('today so far', () => {
  it('counts calls, answered share, talk time, busiest hour and hotlines', () => {
    const tally = TodayTally.startingAt(MORNING, 420);
    tally.add([
      callRecord({
        id: 'a',
        startTime: at('2026-03-02T01:00:00Z'),
        answerTime: at('2026-03-02T01:00:10Z'),
        stopTime: at('2026-03-02T01:02:10Z'),
        toNumber: '1900',
        toAlias: 'Sales',
      }),
      callRecord({
        id: 'b',
        startTime: at('2026-03-02T01:10:00Z'),
        answerTime: at('2026-03-02T01:10:05Z'),
        stopTime: at('2026-03-02T01:10:45Z'),
        toNumber: '1900',
      }),
      callRecord({
        id: 'c',
        startTime: at('2026-03-02T01:20:00Z'),
        stopTime: at('2026-03-02T01:20:30Z'),
        toNumber: '1800',
      }),
      callRecord({
        id: 'd',
        startTime: at('2026-03-02T00:05:00Z'),
        stopTime: at('2026-03-02T00:05:20Z'),
        toNumber: '1800',
      }),
    ]);
    const figures = tally.figures();
    expect(figures).toMatchObject({
      calls: 4,
      answered: 2,
      unanswered: 2,
      answeredPercent: 50,
      averageTalkSeconds: 80,
      longestTalkSeconds: 120,
      busiestHour: { hour: 8, calls: 3 },
    });
    expect(figures.hotlines).toEqual([
      { number: '1800', alias: null, calls: 2, answered: 0, unanswered: 2 },
      { number: '1900', alias: 'Sales', calls: 2, answered: 2, unanswered: 0 },
    ]);
  });

  it('counts a call for the Vietnamese day it started on, across midnight', () => {
    const lateEvening = at('2026-03-02T16:59:00Z'); // 23:59 in Vietnam
    const tally = TodayTally.startingAt(lateEvening, 420);
    const beforeMidnight = callRecord({
      id: 'late',
      startTime: at('2026-03-02T16:58:00Z'),
      answerTime: at('2026-03-02T16:58:05Z'),
      stopTime: at('2026-03-02T17:03:00Z'), // ends at 00:03 the next day
    });
    const afterMidnight = callRecord({
      id: 'early',
      startTime: at('2026-03-02T17:00:00Z'),
      stopTime: at('2026-03-02T17:00:40Z'),
    });
    // Before midnight, the call that has already ended is counted for today; the next day's is not.
    expect(tally.add([beforeMidnight, afterMidnight])).toBe(1);
    expect(tally.figures().day.date).toBe('2026-03-02');

    const nextDay = tally.rolledOver(at('2026-03-02T17:01:00Z'));
    expect(nextDay).not.toBe(tally);
    expect(nextDay.figures()).toMatchObject({ calls: 0, complete: true, day: { date: '2026-03-03' } });
    expect(nextDay.add([beforeMidnight, afterMidnight])).toBe(1);
    expect(nextDay.figures()).toMatchObject({ calls: 1, unanswered: 1, busiestHour: { hour: 0, calls: 1 } });
  });

  it('keeps the same tally while the day lasts', () => {
    const tally = TodayTally.startingAt(MORNING, 420);
    expect(tally.rolledOver(at('2026-03-02T16:59:59.999Z'))).toBe(tally);
  });

  it('counts a call running across the poll boundary once, when it has ended', () => {
    const tally = TodayTally.startingAt(MORNING, 420);
    const running = callRecord({ id: 'x', startTime: MORNING - 60_000, answerTime: MORNING - 50_000 });
    // Poll 1: the call is running: on the running list, not in today's figures.
    expect(runningCalls([running], []).map((call) => call.id)).toEqual(['x']);
    expect(tally.add([running])).toBe(0);
    // Poll 2: it ended between the polls; the ended-calls window reads it, and the next window,
    // which overlaps, reads it again.
    const ended = { ...running, stopTime: MORNING + 4_000 };
    expect(runningCalls([ended], [])).toEqual([]);
    expect(tally.add([ended])).toBe(1);
    expect(tally.add([ended])).toBe(0);
    expect(tally.figures()).toMatchObject({ calls: 1, answered: 1, longestTalkSeconds: 54 });
  });

  it('has no percentage or averages before the first call', () => {
    expect(TodayTally.startingAt(MORNING, 420).figures()).toMatchObject({
      calls: 0,
      answeredPercent: null,
      averageTalkSeconds: null,
      longestTalkSeconds: null,
      busiestHour: null,
      complete: false,
    });
  });
});
