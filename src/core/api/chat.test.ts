import { describe, expect, it } from 'vitest';
import { chatConversationsQuerySchema, chatMessagesQuerySchema } from './chat';

describe('chatMessagesQuerySchema', () => {
  it.each([
    [{}, { page: 1, pageSize: 50 }],
    [
      { conversationId: 'conv-1', page: '2', pageSize: '100' },
      { conversationId: 'conv-1', page: 2, pageSize: 100 },
    ],
    [{ conversationId: '' }, { conversationId: undefined }],
    [{ createdFrom: '1717200000000', createdTo: '1717200000000' }, { createdFrom: 1_717_200_000_000 }],
  ])('accepts %j', (input, expected) => {
    const result = chatMessagesQuerySchema.safeParse(input);
    expect(result.error).toBeUndefined();
    expect(result.data).toMatchObject(expected);
  });

  it.each([
    [{ page: 0 }, 'page'],
    [{ pageSize: 101 }, 'pageSize'],
    [{ pageSize: 'ten' }, 'pageSize'],
    [{ createdFrom: -5 }, 'createdFrom'],
    [{ createdFrom: 10, createdTo: 9 }, 'createdTo'],
    [{ conversationId: 'x'.repeat(201) }, 'conversationId'],
  ])('refuses %j at %s', (input, field) => {
    expect(chatMessagesQuerySchema.safeParse(input).error?.issues[0]?.path).toEqual([field]);
  });
});

describe('chatConversationsQuerySchema', () => {
  it.each([{}, { page: 3, pageSize: 10, createdFrom: 0 }])('accepts %j', (input) => {
    expect(chatConversationsQuerySchema.safeParse(input).success).toBe(true);
  });

  it.each([
    [{ page: '1.5' }, 'page'],
    [{ createdTo: 'today' }, 'createdTo'],
  ])('refuses %j at %s', (input, field) => {
    expect(chatConversationsQuerySchema.safeParse(input).error?.issues[0]?.path).toEqual([field]);
  });
});
