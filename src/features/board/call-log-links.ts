import type { TodayFigures } from '../../core/board/board-snapshot';

/** Call-log filters (its address bar's search) that show the calls behind a figure. */
export type CallLogLink = {
  startedFrom?: number;
  startedTo?: number;
  answeredFrom?: number;
  answeredTo?: number;
  stoppedFrom?: number;
  stoppedTo?: number;
  toNumber?: string;
};

const todayRange = (day: TodayFigures['day'], now: number) => ({
  startedFrom: day.start,
  startedTo: Math.min(now, day.end - 1),
});

export const callLogLinks = {
  running: (): CallLogLink => ({ stoppedFrom: 0, stoppedTo: 0 }),
  today: (day: TodayFigures['day'], now: number): CallLogLink => todayRange(day, now),
  answered: (day: TodayFigures['day'], now: number): CallLogLink => ({
    ...todayRange(day, now),
    answeredFrom: day.start,
  }),
  /** The call log keeps 0 as an unanswered call's answer time. */
  unanswered: (day: TodayFigures['day'], now: number): CallLogLink => ({
    ...todayRange(day, now),
    answeredTo: 0,
  }),
  hotline: (day: TodayFigures['day'], now: number, toNumber: string): CallLogLink => ({
    ...todayRange(day, now),
    toNumber,
  }),
};
