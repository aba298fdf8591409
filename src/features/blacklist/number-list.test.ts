import { describe, expect, it } from 'vitest';
import { numbersToAdd, previewNumberList, splitNumberList } from './number-list';

describe('splitNumberList', () => {
  it('reads pasted lines and CSV cells, leaving out a header line and blanks', () => {
    expect(splitNumberList('number;note\r\n"0912 345 678";\n\n+84 987 654 321, 028 3822 1234\t1800')).toEqual(
      ['0912 345 678', '+84 987 654 321', '028 3822 1234', '1800'],
    );
  });

  it('keeps a first line without digits that is no column title, so the preview lists it as invalid', () => {
    expect(splitNumberList('gọi tôi\n0912 345 678')).toEqual(['gọi tôi', '0912 345 678']);
    expect(splitNumberList('Số điện thoại\n0912 345 678')).toEqual(['0912 345 678']);
    expect(splitNumberList('Phone number,Note\n0912 345 678')).toEqual(['0912 345 678']);
  });

  it('keeps a line without digits after the first, so the preview lists it as invalid', () => {
    expect(splitNumberList('0912 345 678\nkhông có số\n0987 654 321')).toEqual([
      '0912 345 678',
      'không có số',
      '0987 654 321',
    ]);
  });
});

describe('previewNumberList', () => {
  it('normalizes, finds repeats in any writing, numbers already listed and invalid ones', () => {
    const preview = previewNumberList(
      ['0912 345 678', '+84912345678', '84 28 3822 1234', 'call me', '+1 415 555 0100', '0987.654.321'],
      ['+84987654321'],
    );
    expect(preview).toEqual([
      { raw: '0912 345 678', status: 'new', normalized: '84912345678' },
      { raw: '+84912345678', status: 'duplicate', normalized: '84912345678', firstSeen: '0912 345 678' },
      { raw: '84 28 3822 1234', status: 'new', normalized: '842838221234' },
      { raw: 'call me', status: 'invalid' },
      { raw: '+1 415 555 0100', status: 'new', normalized: '14155550100' },
      { raw: '0987.654.321', status: 'listed', normalized: '84987654321' },
    ]);
    expect(numbersToAdd(preview)).toEqual(['0912 345 678', '84 28 3822 1234', '+1 415 555 0100']);
  });
});
