import { describe, expect, it } from 'vitest';
import { keysMentionedInPrompt } from './prompt-key-mentions';

describe('keysMentionedInPrompt', () => {
  it.each([
    ['Bấm 1 để gặp tổng đài viên', ['1']],
    ['Quý khách vui lòng nhấn phím số 2', ['2']],
    ['Để nghe lại, bấm phím sao. Để quay lại, bấm phím thăng', ['*', '#']],
    ['BẤM 3 hoặc 4', ['3', '4']],
    ['bam 5, nhan phim so 6', ['5', '6']],
    ['Phím 0: gặp nhân viên', ['0']],
    ['Press 1 for sales, press 2 or 3 for support', ['1', '2', '3']],
    ['PRESS # to repeat, press * to go back', ['#', '*']],
    ['Press the star key', ['*']],
    ['Press star to go back', ['*']],
    ['Bấm 1, 2 hoặc 3', ['1', '2', '3']],
    ['Xin chào quý khách', []],
    ['Gọi 1900 1234 để được hỗ trợ', []],
    ['Bấm 12 là không hợp lệ', []],
    ['Quý khách sẽ nhận 1 tin nhắn', []],
    ['Nhấn 7', ['7']],
    ['Press 1 for sales, 2 for support, or 3 to repeat', ['1', '2', '3']],
    ['Bấm 1 để gặp kinh doanh, 2 để được hỗ trợ; 0 gặp tổng đài viên', ['1', '2', '0']],
    ['Xin chào, 2 cho hỗ trợ', []],
    ['Press 1 to order, press 2 andrew', ['1', '2']],
    ['Nha\u0300 ba\u0302\u0301m 8', ['8']],
    ['Vui lòng ấn số 5 để gặp tổng đài viên', ['5']],
    ['Chọn 5 để nghe lại', ['5']],
    ['Bấm phím 5', ['5']],
    ['Nhấn năm để được hỗ trợ, nhấn không để gặp nhân viên', ['5', '0']],
    ['Press five for billing, or press one or two for sales', ['5', '1', '2']],
    ['Dial 9 to hear this again', ['9']],
    ['Quý khách vui lòng chọn một trong các dịch vụ sau', []],
    ['Please choose one of the following options', []],
    ['Chúc quý khách một năm mới an khang', []],
  ])('%s → %j', (text, keys) => {
    expect(keysMentionedInPrompt(text)).toEqual(keys);
  });

  it('answers a prompt it has read before from memory, with an answer no caller can change', () => {
    const first = keysMentionedInPrompt('Bấm 4 để nghe lại');
    expect(keysMentionedInPrompt('Bấm 4 để nghe lại')).toBe(first);
    expect(() => (first as string[]).push('9')).toThrow(TypeError);
    expect(keysMentionedInPrompt('Bấm 4 để nghe lại')).toEqual(['4']);
  });

  it('stays right once many other prompts have pushed the oldest answers out', () => {
    const first = keysMentionedInPrompt('Nhấn 6 để gặp nhân viên');
    for (let prompt = 0; prompt < 5000; prompt += 1) keysMentionedInPrompt(`Bấm ${prompt % 10} (${prompt})`);
    const again = keysMentionedInPrompt('Nhấn 6 để gặp nhân viên');
    expect(again).not.toBe(first);
    expect(again).toEqual(['6']);
    expect(keysMentionedInPrompt('Bấm 3 (4993)')).toEqual(['3']);
  });
});
