import type { CallLogPage } from '@/core/api/call-log';
import { callLogQuerySchema, type CallLogQueryInput } from '@/core/api/call-log-query';
import { TodayTally } from '@/core/board/today-tally';

/** Calls may be written to the log a little after they end: each window reaches back this far. */
const OVERLAP_MS = 15_000;
const PAGE_SIZE = 100;

export type ReadCallLog = (query: ReturnType<typeof callLogQuerySchema.parse>) => Promise<CallLogPage>;

/**
 * Today's figures, one call-log request at a time. First the day's calls up to the start are read by
 * start time (backfill), then only the calls that ended since the last read, by stop time, from a
 * watermark taken before the backfill began, so no call falls between the two. The tally counts each
 * call once, so the overlap between windows costs nothing but a few repeated rows.
 */
export class TodayFeed {
  private tally: TodayTally;
  private backfillCursor: string | null = null;
  private backfilling = true;
  private watermark: number;
  private incrementalCursor: string | null = null;
  private maxStopSeen: number;

  constructor(now: number, utcOffsetMinutes: number) {
    this.tally = TodayTally.startingAt(now, utcOffsetMinutes);
    this.watermark = now - OVERLAP_MS;
    this.maxStopSeen = this.watermark;
  }

  figures() {
    return this.tally.figures();
  }

  /** One request's worth of progress. */
  async step(now: number, read: ReadCallLog): Promise<void> {
    const next = this.tally.rolledOver(now);
    if (next !== this.tally) {
      // The new day is complete from the start (calls keep arriving by stop time); yesterday's
      // unfinished backfill no longer matters.
      this.tally = next;
      this.backfilling = false;
    }
    if (this.backfilling) await this.backfillStep(now, read);
    else await this.incrementalStep(read);
  }

  private async backfillStep(now: number, read: ReadCallLog) {
    const query: CallLogQueryInput = {
      startedFrom: this.tally.day.start,
      startedTo: Math.min(now, this.tally.day.end - 1),
      sortBy: 'startTime',
      sortOrder: 'asc',
      limit: PAGE_SIZE,
      cursor: this.backfillCursor ?? undefined,
    };
    const page = await read(callLogQuerySchema.parse(query));
    this.tally.add(page.items);
    this.backfillCursor = page.nextCursor;
    if (page.nextCursor === null || page.items.length < PAGE_SIZE) {
      this.backfilling = false;
      this.tally.complete = true;
    }
  }

  private async incrementalStep(read: ReadCallLog) {
    const query: CallLogQueryInput = {
      stoppedFrom: this.watermark,
      sortBy: 'stopTime',
      sortOrder: 'asc',
      limit: PAGE_SIZE,
      cursor: this.incrementalCursor ?? undefined,
    };
    const page = await read(callLogQuerySchema.parse(query));
    this.tally.add(page.items);
    for (const call of page.items)
      if (call.stopTime !== null) this.maxStopSeen = Math.max(this.maxStopSeen, call.stopTime);
    if (page.nextCursor !== null && page.items.length >= PAGE_SIZE) {
      this.incrementalCursor = page.nextCursor;
      return;
    }
    // Caught up: the next window starts a little before the latest end seen.
    this.incrementalCursor = null;
    this.watermark = Math.max(this.watermark, this.maxStopSeen - OVERLAP_MS);
  }
}
