/**
 * Who goes first for a hashing slot: an address someone signed in from lately and that has not failed
 * since the minute began (an office starting its shift), then one with no recent failure, then one that
 * fails.
 */
export type HashPriority = 'known' | 'clean' | 'suspect';

const ONE_LEVEL_DOWN: Record<HashPriority, HashPriority> = {
  known: 'clean',
  clean: 'suspect',
  suspect: 'suspect',
};

type Waiter = { resolve: () => void; timer: NodeJS.Timeout };

/** No hashing slot came free within the allowed wait. */
export class HashGateBusyError extends Error {
  constructor() {
    super('no password-hashing slot came free in time');
    this.name = 'HashGateBusyError';
  }
}

/**
 * Caps how many password hashes run at once. Each takes memory and a core (scrypt, before Argon2id: 128 MiB
 * and a few hundred ms), so 32 parallel sign-ins with random usernames used to take a real sign-in from
 * 0.3 s to 6.6 s and the process from 135 to 526 MB. Excess sign-ins wait in two queues — addresses
 * without recent failures first — and give up after `maxWaitMs`, so that a sprayer cannot make a person wait behind it.
 */
export class PasswordHashGate {
  private running = 0;
  private readonly queues: Record<HashPriority, Waiter[]> = { known: [], clean: [], suspect: [] };
  /** Hashes running or waiting, by client address. */
  private readonly inFlight = new Map<string, number>();

  constructor(
    private readonly concurrency: number,
    private readonly maxWaitMs: number,
  ) {}

  /** Hashes waiting for a slot, for tests and benchmarks. */
  get waiting(): number {
    return this.queues.known.length + this.queues.clean.length + this.queues.suspect.length;
  }

  /**
   * Runs `work` in a slot. An address with another hash already running or waiting here waits one level
   * further back: 32 sign-ins sent at once from one address, before any of them has failed, cannot stand between
   * another address and its turn.
   */
  async run<T>(address: string, priority: HashPriority, work: () => Promise<T>): Promise<T> {
    const alreadyHere = this.inFlight.get(address) ?? 0;
    this.inFlight.set(address, alreadyHere + 1);
    try {
      await this.acquire(alreadyHere > 0 ? ONE_LEVEL_DOWN[priority] : priority);
      try {
        return await work();
      } finally {
        this.release();
      }
    } finally {
      const left = (this.inFlight.get(address) ?? 1) - 1;
      if (left > 0) this.inFlight.set(address, left);
      else this.inFlight.delete(address);
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
    const next = this.queues.known.shift() ?? this.queues.clean.shift() ?? this.queues.suspect.shift();
    if (!next) {
      this.running -= 1;
      return;
    }
    clearTimeout(next.timer);
    next.resolve();
  }
}
