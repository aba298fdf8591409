import { describe, expect, it } from 'vitest';
import { asSentence } from './sentence';

describe('asSentence', () => {
  it.each([
    ['the group Sales was deleted.', 'The group Sales was deleted.'],
    ['điện thoại SIP 4321 đã bị xoá.', 'Điện thoại SIP 4321 đã bị xoá.'],
    ['Đã xoá nhóm bán hàng.', 'Đã xoá nhóm bán hàng.'],
    ['', ''],
  ])('%j → %j', (text, expected) => {
    expect(asSentence(text)).toBe(expected);
  });
});
