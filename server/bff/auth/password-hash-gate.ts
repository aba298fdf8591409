/** A sign-in from an address with no recent failure goes first; one from an address that fails, after. */
export type HashPriority = 'clean' | 'suspect';

type Waiter = { resolve: () => void; timer: NodeJS.Timeout };

/** No hashing slot came free within the allowed wait. */
export class HashGateBusyError extends Error {
  constructor() {
    super('no password-hashing slot came free in time');
    this.name = 'HashGateBusyError';
  }
}

/**
 * Caps how many password hashes run at once. Each scrypt takes ~128 MiB and a core for a few hundred ms,
 * so 32 parallel sign-ins with random usernames used to take a real sign-in from 0.3 s to 6.6 s and the
 * process from 135 to 526 MB. Excess sign-ins wait in two queues — addresses without recent failures
 * first — and give up after `maxWaitMs`, so that a sprayer cannot make a person wait behind it.
 */
export class PasswordHashGate {
  private running = 0;
  private readonly queues: Record<HashPriority, Waiter[]> = { clean: [], suspect: [] };

  constructor(
    private readonly concurrency: number,
    private readonly maxWaitMs: number,
  ) {}

  /** Hashes waiting for a slot, for tests and benchmarks. */
  get waiting(): number {
    return this.queues.clean.length + this.queues.suspect.length;
  }

  async run<T>(priority: HashPriority, work: () => Promise<T>): Promise<T> {
    await this.acquire(priority);
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private acquire(priority: HashPriority): Promise<void> {
    if (this.running < this.concurrency) {
      this.running += 1;
      return Promise.resolve();
    }
    const queue = this.queues[priority];
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        resolve,
        timer: setTimeout(() => {
          queue.splice(queue.indexOf(waiter), 1);
          reject(new HashGateBusyError());
        }, this.maxWaitMs),
      };
      queue.push(waiter);
    });
  }

  /** Hands the slot straight to the next waiter (the count stays), or frees it. */
  private release(): void {
    const next = this.queues.clean.shift() ?? this.queues.suspect.shift();
    if (!next) {
      this.running -= 1;
      return;
    }
    clearTimeout(next.timer);
    next.resolve();
  }
}
