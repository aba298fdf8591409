import { describe, expect, it } from 'vitest';
import { vietnameseCollator } from './vietnamese-collator';

describe('vietnameseCollator', () => {
  it('sorts numbers by value and ignores accents first', () => {
    expect(['b10', 'b2', 'Ánh', 'an'].sort(vietnameseCollator.compare)).toEqual(['an', 'Ánh', 'b2', 'b10']);
  });
});
