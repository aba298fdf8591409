import { describe, expect, it } from 'vitest';
import { oldestFreshness, refreshInputSchema } from './read-model';

const at = (asOf: string | null, refreshFailedAt: string | null = null) => ({ asOf, refreshFailedAt });

describe('freshness of an answer drawn from several lists', () => {
  it('is as of the oldest list, failed as of the latest failure', () => {
    expect(
      oldestFreshness([
        at('2026-11-26T10:00:05.000Z'),
        at('2026-11-26T09:59:30.000Z', '2026-11-26T10:00:00.000Z'),
        at('2026-11-26T10:00:01.000Z', '2026-11-26T10:00:03.000Z'),
      ]),
    ).toEqual(at('2026-11-26T09:59:30.000Z', '2026-11-26T10:00:03.000Z'));
  });

  it('is never read whole while one of its lists was not', () => {
    expect(oldestFreshness([at('2026-11-26T10:00:05.000Z'), at(null)])).toEqual(at(null));
  });
});

describe('refresh input', () => {
  it('takes the nodes of every tree beside the copied lists, and names the lists it takes', () => {
    expect(refreshInputSchema.parse({ lists: ['greetings', 'ivr-trees', 'ivr-nodes'] }).lists).toHaveLength(
      3,
    );
    const refused = refreshInputSchema.safeParse({ lists: ['ivr-keys'] });
    expect(refused.error?.issues[0]?.message).toContain('ivr-trees, ivr-nodes');
  });
});
