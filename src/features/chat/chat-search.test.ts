import { describe, expect, it } from 'vitest';
import { chatSearchSchema, messageText } from './chat-search';

describe('messageText', () => {
  it.each([
    [
      { content: '{"content":"Xin chào","metadata":{}}', contentJson: { content: 'Xin chào', metadata: {} } },
      'Xin chào',
    ],
    [{ content: 'Cuộc trò chuyện đã kết thúc', contentJson: null }, 'Cuộc trò chuyện đã kết thúc'],
    [{ content: '"plain"', contentJson: 'plain' }, 'plain'],
    [{ content: '[1,2]', contentJson: [1, 2] }, null],
  ])('reads %j as %j', (message, expected) => {
    expect(messageText(message)).toBe(expected);
  });
});

describe('chatSearchSchema', () => {
  it('drops malformed values instead of failing', () => {
    expect(chatSearchSchema.parse({ page: '0', createdFrom: 'x', conversation: 'c1' })).toEqual({
      page: undefined,
      createdFrom: undefined,
      createdTo: undefined,
      conversation: 'c1',
    });
  });
});
