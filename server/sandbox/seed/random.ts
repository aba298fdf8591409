/**
 * A small seeded generator (mulberry32): demo data comes out the same on every fresh store, and it is
 * much faster than crypto randomness for a million rows.
 */
export class SeededRandom {
  constructor(private state: number) {}

  /** In [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  digits(count: number): string {
    let text = '';
    for (let i = 0; i < count; i++) text += String(Math.floor(this.next() * 10));
    return text;
  }

  /** Upper-case alphanumeric id like the service's, e.g. `CL7Q2M9K1XZ4B0C3`. */
  id(prefix: string, length = 14): string {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
    let id = prefix;
    for (let i = 0; i < length; i++) id += alphabet[Math.floor(this.next() * alphabet.length)];
    return id;
  }

  /** Roughly log-normal: most values near `median`, a long tail of larger ones. */
  logNormal(median: number, spread: number): number {
    const gaussian = Math.sqrt(-2 * Math.log(1 - this.next())) * Math.cos(2 * Math.PI * this.next());
    return median * Math.exp(spread * gaussian);
  }
}
