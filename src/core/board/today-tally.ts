import type { CallRecord } from '../api/call-log';
import type { HotlineFigures, TodayFigures } from './board-snapshot';
import { contactCenterDayOf, localHourOf, type ContactCenterDay } from './contact-center-day';

/** The hotlines shown, busiest first; the rest are in the call log. */
const HOTLINES_SHOWN = 10;

type Hotline = { alias: string | null; calls: number; answered: number };

/**
 * Today so far, built incrementally from ended calls as the poller reads them. A call counts for the day
 * it started on (the contact center's day), once, whenever it is read and however often it is read again:
 * calls read twice because the windows overlap, or still running at one poll and ended by the next, are
 * the same call. A call that started yesterday and ended after midnight belongs to yesterday.
 */
export class TodayTally {
  private readonly counted = new Set<string>();
  private answered = 0;
  private talkMsTotal = 0;
  private longestTalkMs = 0;
  private readonly perHour = new Array<number>(24).fill(0);
  private readonly hotlines = new Map<string, Hotline>();
  /** True once the day's calls before the poller started have all been read. */
  complete = false;

  constructor(readonly day: ContactCenterDay) {}

  static startingAt(now: number, utcOffsetMinutes: number): TodayTally {
    return new TodayTally(contactCenterDayOf(now, utcOffsetMinutes));
  }

  /**
   * The tally for the day holding `now`: this one, or a fresh one when the day has turned. A fresh day is
   * complete from the start, since the calls ending after midnight keep arriving by their stop time.
   */
  rolledOver(now: number): TodayTally {
    if (now < this.day.end) return this;
    const next = TodayTally.startingAt(now, this.day.utcOffsetMinutes);
    next.complete = true;
    return next;
  }

  /** Counts the ended calls of this day not counted yet; returns how many were new. */
  add(records: readonly CallRecord[]): number {
    let added = 0;
    for (const call of records) {
      if (call.stopTime === null || this.counted.has(call.id)) continue;
      if (call.startTime < this.day.start || call.startTime >= this.day.end) continue;
      this.counted.add(call.id);
      added += 1;
      const talkMs = call.answerTime === null ? 0 : Math.max(0, call.stopTime - call.answerTime);
      if (call.answerTime !== null) {
        this.answered += 1;
        this.talkMsTotal += talkMs;
        this.longestTalkMs = Math.max(this.longestTalkMs, talkMs);
      }
      this.perHour[localHourOf(call.startTime, this.day.utcOffsetMinutes)]! += 1;
      const hotline = this.hotlines.get(call.toNumber) ?? { alias: null, calls: 0, answered: 0 };
      hotline.calls += 1;
      if (call.answerTime !== null) hotline.answered += 1;
      if (!hotline.alias && call.toAlias.trim() !== '') hotline.alias = call.toAlias.trim();
      this.hotlines.set(call.toNumber, hotline);
    }
    return added;
  }

  figures(): TodayFigures {
    const calls = this.counted.size;
    const busiest = this.perHour.reduce<{ hour: number; calls: number } | null>(
      (best, count, hour) => (count > 0 && (!best || count > best.calls) ? { hour, calls: count } : best),
      null,
    );
    const hotlines: HotlineFigures[] = [...this.hotlines.entries()]
      .map(([number, h]) => ({
        number,
        alias: h.alias,
        calls: h.calls,
        answered: h.answered,
        unanswered: h.calls - h.answered,
      }))
      .sort((a, b) => b.calls - a.calls || a.number.localeCompare(b.number))
      .slice(0, HOTLINES_SHOWN);
    return {
      day: this.day,
      complete: this.complete,
      calls,
      answered: this.answered,
      unanswered: calls - this.answered,
      answeredPercent: calls === 0 ? null : Math.round((this.answered / calls) * 1000) / 10,
      averageTalkSeconds: this.answered === 0 ? null : Math.round(this.talkMsTotal / this.answered / 1000),
      longestTalkSeconds: this.answered === 0 ? null : Math.round(this.longestTalkMs / 1000),
      busiestHour: busiest,
      hotlines,
    };
  }
}
