const WINDOW_MS = 60_000;

/**
 * At most `perMinute` call-log requests in any sliding minute. The board asks before each request; a
 * refusal means "not this poll", never a wait, so the poll that asked is not delayed.
 */
export class CallLogBudget {
  private readonly taken: number[] = [];

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  tryTake(): boolean {
    const now = this.now();
    while (this.taken.length > 0 && this.taken[0]! <= now - WINDOW_MS) this.taken.shift();
    if (this.taken.length >= this.perMinute) return false;
    this.taken.push(now);
    return true;
  }

  /** Requests made in the last minute. */
  get used(): number {
    const now = this.now();
    return this.taken.filter((at) => at > now - WINDOW_MS).length;
  }
}
