import { describe, expect, test } from 'vitest';
import { phonesFromText } from './phone-list-text';

describe('phonesFromText', () => {
  test.each([
    ['one a line', '0912345678\n+84 987 654 321\n', ['0912345678', '+84 987 654 321']],
    [
      'commas, semicolons and tabs',
      '0912345678, 0987654321;0355555555\t0322222222',
      ['0912345678', '0987654321', '0355555555', '0322222222'],
    ],
    ['a CSV header is left out', 'phone\r\n0912345678\r\n"0987 654 321"\r\n', ['0912345678', '0987 654 321']],
    ['blank lines and cells are ignored', '\n\n0912345678,,\n  \n', ['0912345678']],
    ['text that is not a number is kept, for the preview to flag', '0912345678\nabc', ['0912345678', 'abc']],
    ['nothing', '', []],
  ])('%s', (_, text, expected) => {
    expect(phonesFromText(text)).toEqual(expected);
  });
});
