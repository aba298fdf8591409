import { describe, expect, it } from 'vitest';
import { planImport } from '../../jobs/import-plan';
import { csvLine } from '../../routes/jobs/csv';
import { retryDelayMs } from '../../jobs/runner-settings';

describe('planImport', () => {
  it('settles invalid numbers and repeats, and batches the rest in submission order', () => {
    const plan = planImport(['0912 345 678', 'hello', '+84912345678', '0387654321', '0701112223', '12'], 2);
    expect(plan.counts).toEqual({ total: 6, valid: 3, invalid: 2, duplicates: 1 });
    expect(plan.batches).toEqual([['84912345678', '84387654321'], ['84701112223']]);
    expect(plan.items.map((item) => [item.outcome, item.batchIndex])).toEqual([
      ['pending', 0],
      ['invalid', null],
      ['duplicate', null],
      ['pending', 0],
      ['pending', 1],
      ['invalid', null],
    ]);
    expect(plan.items[1]?.reason).toBe('invalid_characters');
  });

  it('makes no batch when nothing is valid', () => {
    expect(planImport(['x', '']).batches).toEqual([]);
  });
});

describe('csvLine', () => {
  it.each([
    [['+84 912 345 678', '84912345678', 'added', null], '+84 912 345 678,84912345678,added,\r\n'],
    [['a,"b"', null, 'invalid', 'invalid_characters'], '"a,""b""",,invalid,invalid_characters\r\n'],
    [['=HYPERLINK("x")', null, 'invalid', null], `"'=HYPERLINK(""x"")",,invalid,\r\n`],
    [['-1+2', null, 'invalid', null], `'-1+2,,invalid,\r\n`],
  ])('writes %j as %j', (fields, line) => {
    expect(csvLine(fields)).toBe(line);
  });
});

describe('retryDelayMs', () => {
  const retry = { baseMs: 100, maxMs: 1000, maxAttempts: 5 };
  it('grows with each failure up to the cap, and honours Retry-After', () => {
    expect(retryDelayMs(retry, 1)).toBeLessThanOrEqual(100);
    expect(retryDelayMs(retry, 3)).toBeGreaterThanOrEqual(200);
    expect(retryDelayMs(retry, 10)).toBeLessThanOrEqual(1000);
    expect(retryDelayMs(retry, 1, 3)).toBe(1000);
    expect(retryDelayMs(retry, 1, 0.5)).toBe(500);
  });
});
