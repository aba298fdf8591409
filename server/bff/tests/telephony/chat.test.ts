import { z } from 'zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatConversationsPageSchema, chatMessagesPageSchema } from '@/core/api/chat';
import { startBffWithSandbox, type BffWithSandbox } from '../../test-support/bff-with-sandbox';
import { recordServiceCalls } from './telephony-world';

let world: BffWithSandbox;
let sent: ReturnType<typeof recordServiceCalls>;
beforeAll(async () => {
  world = await startBffWithSandbox({ seed: true, sandboxEnv: { SANDBOX_CALLS: '50' } });
  sent = recordServiceCalls(world);
});
afterAll(() => world.close());
beforeEach(() => sent.clear());

const read = async (path: string) => {
  const answer = await world.as('support', 'GET', path);
  expect(answer.status, answer.text).toBe(200);
  return answer.json();
};

describe('chat', () => {
  it('pages conversations and narrows them to a creation range', async () => {
    const first = z
      .strictObject(chatConversationsPageSchema.shape)
      .parse(await read('/api/chat/conversations?pageSize=3'));
    expect(first).toMatchObject({ page: 1, pageSize: 3 });
    expect(first.items).toHaveLength(3);
    expect(first.total).toBeGreaterThan(3);
    const second = chatConversationsPageSchema.parse(await read('/api/chat/conversations?pageSize=3&page=2'));
    expect(second.items.map((c) => c.id)).not.toContain(first.items[0]?.id);

    const created = first.items[0]!.created;
    const ranged = chatConversationsPageSchema.parse(
      await read(`/api/chat/conversations?createdFrom=${created}&createdTo=${created}`),
    );
    expect(ranged.items.map((c) => c.id)).toContain(first.items[0]!.id);
    expect(ranged.items.every((c) => c.created === created)).toBe(true);
  });

  it('pages one conversation’s messages, newest first', async () => {
    const [conversation] = chatConversationsPageSchema.parse(
      await read('/api/chat/conversations?pageSize=1'),
    ).items;
    if (!conversation) throw new Error('the seed holds no conversation');
    const messages = z
      .strictObject(chatMessagesPageSchema.shape)
      .parse(await read(`/api/chat/conversations/${conversation.id}/messages?pageSize=100`));
    expect(messages.items.length).toBeGreaterThan(0);
    expect(messages.items.every((m) => m.conversationId === conversation.id)).toBe(true);
    const times = messages.items.map((m) => m.created);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const oldest = times.at(-1)!;
    const ranged = chatMessagesPageSchema.parse(
      await read(`/api/chat/conversations/${conversation.id}/messages?createdTo=${oldest}`),
    );
    expect(ranged.items.every((m) => m.created <= oldest)).toBe(true);
  });

  it('lists the messages of every conversation sent within a range, newest first, a page at a time', async () => {
    const everything = chatMessagesPageSchema.parse(
      await read(`/api/chat/messages?createdFrom=0&createdTo=${Date.now() + 86_400_000}&pageSize=100`),
    );
    const conversations = new Set(everything.items.map((m) => m.conversationId));
    expect(conversations.size, 'messages of several conversations').toBeGreaterThan(1);
    const times = everything.items.map((m) => m.created);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    // A range cut inside the list: exactly the messages within it, whatever their conversation.
    const from = times[Math.min(30, times.length - 1)]!;
    const to = times[Math.min(5, times.length - 1)]!;
    const ranged = z
      .strictObject(chatMessagesPageSchema.shape)
      .parse(await read(`/api/chat/messages?createdFrom=${from}&createdTo=${to}&pageSize=100`));
    expect(ranged.items.length).toBeGreaterThan(0);
    expect(ranged.items.every((m) => m.created >= from && m.created <= to)).toBe(true);
    const expectedIds = everything.items.filter((m) => m.created >= from && m.created <= to).map((m) => m.id);
    expect(ranged.items.map((m) => m.id)).toEqual(expectedIds);

    const second = chatMessagesPageSchema.parse(
      await read(`/api/chat/messages?createdFrom=${from}&createdTo=${to}&pageSize=3&page=2`),
    );
    expect(second).toMatchObject({ page: 2, pageSize: 3, total: ranged.total });
    expect(second.items.map((m) => m.id)).toEqual(expectedIds.slice(3, 6));
  });

  it('refuses bad paging and ranges with field errors, asking the service nothing', async () => {
    const cases: Array<[string, string[]]> = [
      ['/api/chat/conversations?pageSize=101', ['pageSize']],
      ['/api/chat/conversations?page=0', ['page']],
      ['/api/chat/conversations?createdFrom=5&createdTo=4', ['createdTo']],
      ['/api/chat/conversations/c1/messages?createdFrom=soon', ['createdFrom']],
      ['/api/chat/messages', ['createdFrom', 'createdTo']],
      ['/api/chat/messages?createdFrom=10', ['createdTo']],
      ['/api/chat/messages?createdFrom=10&createdTo=5', ['createdTo']],
      ['/api/chat/messages?createdFrom=1&createdTo=5&pageSize=101', ['pageSize']],
    ];
    for (const [path, fields] of cases) {
      const answer = await world.as('support', 'GET', path);
      expect(answer.status, path).toBe(400);
      expect(Object.keys((answer.json() as { errors: object }).errors), path).toEqual(fields);
    }
    expect(sent.operations).toEqual([]);
  });
});
