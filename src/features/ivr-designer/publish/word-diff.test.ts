import { describe, expect, it } from 'vitest';
import { wordDiff } from './word-diff';

const marked = (runs: { text: string; changed: boolean }[]) =>
  runs.filter((run) => run.changed).map((run) => run.text.trim());
const whole = (runs: { text: string }[]) => runs.map((run) => run.text).join('');

describe('wordDiff', () => {
  it('marks the removed words on the old side and the inserted ones on the new side', () => {
    const diff = wordDiff('Bấm 1 để gặp kinh doanh', 'Bấm 2 để gặp bộ phận kinh doanh');
    expect(marked(diff.before)).toEqual(['1']);
    expect(marked(diff.after)).toEqual(['2', 'bộ phận']);
  });

  it('keeps each side whole, Vietnamese words unbroken by their diacritics', () => {
    const before = 'Xin chào quý khách, lãi suất hôm nay';
    const after = 'Xin chào quý khách, lãi suất tháng này';
    const diff = wordDiff(before, after);
    expect(whole(diff.before)).toBe(before);
    expect(whole(diff.after)).toBe(after);
    expect(marked(diff.before)).toEqual(['hôm nay']);
    expect(marked(diff.after)).toEqual(['tháng này']);
  });

  it('marks nothing when the texts are the same', () => {
    const diff = wordDiff('Cảm ơn', 'Cảm ơn');
    expect(diff.before).toEqual([{ text: 'Cảm ơn', changed: false }]);
    expect(diff.after).toEqual([{ text: 'Cảm ơn', changed: false }]);
  });

  it('marks the whole text when one side is empty', () => {
    const diff = wordDiff('', 'Tạm biệt');
    expect(diff.before).toEqual([]);
    expect(diff.after).toEqual([{ text: 'Tạm biệt', changed: true }]);
  });
});
