/**
 * A small seeded generator (mulberry32): the demo project comes out the same on every fresh store, so
 * screenshots and tests stay stable. Not for anything secret.
 */
export type DemoRandom = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max], both included. */
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  /** A string of `count` decimal digits (leading zeros allowed). */
  digits: (count: number) => string;
  /** True with the given probability. */
  chance: (probability: number) => boolean;
};

export function createDemoRandom(seed: number): DemoRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  const digits = (count: number) => Array.from({ length: count }, () => String(int(0, 9))).join('');
  const chance = (probability: number) => next() < probability;
  return { next, int, pick, digits, chance };
}
