import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatConversationsQuerySchema, chatMessagesQuerySchema } from '@/core/api/chat';
import { startSandbox, type RunningSandbox } from '@server/sandbox/test-support/sandbox-harness';
import { chatClient } from '../chat-client';
import type { ServiceHttp } from '../service-http';
import { serviceHttpFor } from './sandbox-service-http';

let sandbox: RunningSandbox;
let http: ServiceHttp;
let chat: ReturnType<typeof chatClient>;
beforeAll(async () => {
  sandbox = await startSandbox({ SANDBOX_CALLS: '50' }, true);
  http = serviceHttpFor(sandbox);
  chat = chatClient(http);
});
afterAll(async () => {
  await http.close();
  await sandbox.close();
});

const messages = (input: Record<string, unknown>) => chat.messages(chatMessagesQuerySchema.parse(input));
const conversations = (input: Record<string, unknown>) =>
  chat.conversations(chatConversationsQuerySchema.parse(input));

describe('chat client over HTTP', () => {
  it('pages conversations newest first without overlap', async () => {
    const first = await conversations({ pageSize: 30 });
    const second = await conversations({ pageSize: 30, page: 2 });
    expect(first).toMatchObject({ page: 1, pageSize: 30, totalPages: Math.ceil(first.total / 30) });
    expect(first.total).toBeGreaterThan(60);
    expect(second.page).toBe(2);
    const ids = [...first.items, ...second.items].map((conversation) => conversation.id);
    expect(new Set(ids).size).toBe(60);
    const created = [...first.items, ...second.items].map((conversation) => conversation.created);
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it('decodes JSON-encoded message content and leaves plain text alone', async () => {
    const page = await messages({ pageSize: 100 });
    expect(page.items).toHaveLength(100);
    const encoded = page.items.filter((message) => message.content.startsWith('{'));
    const plain = page.items.filter((message) => !message.content.startsWith('{'));
    expect(encoded.length).toBeGreaterThan(50);
    for (const message of encoded) expect(message.contentJson).toEqual(JSON.parse(message.content));
    for (const message of plain) expect(message.contentJson).toBeNull();
    const text = encoded.find(
      (message) => typeof (message.contentJson as { content?: unknown }).content === 'string',
    );
    expect(text).toBeDefined();
  });

  it("lists one conversation's messages within a created range", async () => {
    const [conversation] = (await conversations({ pageSize: 1 })).items;
    if (!conversation) throw new Error('the seed holds no conversation');
    const all = await messages({ conversationId: conversation.id, pageSize: 100 });
    expect(all.total).toBe(conversation.lastSeq);
    expect(all.items.every((message) => message.conversationId === conversation.id)).toBe(true);

    const times = all.items.map((message) => message.created).sort((a, b) => a - b);
    const [from, to] = [times[1], times.at(-2)];
    if (from === undefined || to === undefined) throw new Error('the conversation is too short');
    const ranged = await messages({ conversationId: conversation.id, createdFrom: from, createdTo: to });
    expect(ranged.total).toBe(times.filter((time) => time >= from && time <= to).length);
    expect(ranged.items.every((message) => message.created >= from && message.created <= to)).toBe(true);
  });

  it('reads times the service writes as 0 as null', async () => {
    const page = await conversations({ pageSize: 100 });
    const raw = await sandbox.call('api', 'GET', '/v1/chat/conversations?limit=100');
    const wire = (raw.body.data as { conversations: Array<{ id: string; end_time: number }> }).conversations;
    const running = wire.filter((conversation) => conversation.end_time === 0).map((c) => c.id);
    const ended = wire.filter((conversation) => conversation.end_time > 0).map((c) => c.id);
    expect(running.length).toBeGreaterThan(0);
    expect(ended.length).toBeGreaterThan(0);
    for (const conversation of page.items) {
      expect(conversation.endTime === null).toBe(running.includes(conversation.id));
    }
  });
});
