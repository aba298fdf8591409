import { describe, expect, it } from 'vitest';
import { foldForSearch, matchesSearch } from './fold-for-search';

describe('foldForSearch', () => {
  it.each([
    ['Lãi suất', 'lai suat'],
    ['DỊCH VỤ THẺ', 'dich vu the'],
    ['Đổi mật khẩu', 'doi mat khau'],
    ['Chuyển đến tổng đài viên', 'chuyen den tong dai vien'],
    ['Nguyễn Văn Đức', 'nguyen van duc'],
    ['ĐÀO THỊ HỒNG', 'dao thi hong'],
    ['0912 345 678', '0912 345 678'],
  ])('%s reads as %s', (text, folded) => {
    expect(foldForSearch(text)).toBe(folded);
  });
});

describe('matchesSearch', () => {
  it.each([
    ['Lãi suất tiết kiệm', 'lai suat', true],
    ['Lãi suất tiết kiệm', 'LÃI SUẤT', true],
    ['Lãi suất tiết kiệm', 'tiet lai', true],
    ['Lãi suất tiết kiệm', 'vay', false],
    ['Dịch vụ thẻ', 'dich  vu', true],
  ])('%s for %s: %s', (text, query, found) => {
    expect(matchesSearch(text, query)).toBe(found);
  });
});
