import { describe, expect, it } from 'vitest';
import { mapWithConcurrency } from '../../routes/contact-center/map-with-concurrency';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('mapWithConcurrency', () => {
  it('maps every item and keeps the input order, whatever order the calls finish in', async () => {
    const delays = [30, 5, 20, 1, 10, 0];
    const result = await mapWithConcurrency(delays, 3, async (delay, index) => {
      await pause(delay);
      return `${index}:${delay}`;
    });
    expect(result).toEqual(['0:30', '1:5', '2:20', '3:1', '4:10', '5:0']);
  });

  it.each([1, 2, 4])('never has more than %i calls in flight, and uses all of them', async (limit) => {
    let inFlight = 0;
    let most = 0;
    await mapWithConcurrency(
      Array.from({ length: 10 }, (_, i) => i),
      limit,
      async (i) => {
        inFlight++;
        most = Math.max(most, inFlight);
        await pause(i % 3);
        inFlight--;
      },
    );
    expect(most).toBe(limit);
  });

  it('answers an empty list without calling, and copes with a limit above the item count', async () => {
    let calls = 0;
    const count = async () => ++calls;
    expect(await mapWithConcurrency([], 4, count)).toEqual([]);
    expect(calls).toBe(0);
    expect(await mapWithConcurrency(['a', 'b'], 10, async (item) => item.toUpperCase())).toEqual(['A', 'B']);
  });

  it('starts no new call after a failure and rejects with that failure', async () => {
    const started: number[] = [];
    const failing = mapWithConcurrency([0, 1, 2, 3, 4, 5, 6, 7], 2, async (item) => {
      started.push(item);
      await pause(5);
      if (item === 1) throw new Error('item 1 failed');
      return item;
    });
    await expect(failing).rejects.toThrow('item 1 failed');
    expect(started.length).toBeLessThanOrEqual(3);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses the limit %s', async (limit) => {
    await expect(mapWithConcurrency([1], limit, async (item) => item)).rejects.toThrow(RangeError);
  });
});
