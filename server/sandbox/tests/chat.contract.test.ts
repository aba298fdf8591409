import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatConversationsResponse,
  chatMessagesResponse,
  type WireChatConversation,
  type WireChatMessage,
} from '../../service-api/chat';
import { seedChat } from '../seed/chat';
import { SeededRandom } from '../seed/random';
import { AGENTS } from '../seed/vietnamese-directory';
import { startSandbox, type RunningSandbox } from '../test-support/sandbox-harness';

let sandbox: RunningSandbox;
let conversations: WireChatConversation[];
let messages: WireChatMessage[];

const getConversations = async (query: string) =>
  chatConversationsResponse.parse((await sandbox.call('api', 'GET', `/v1/chat/conversations${query}`)).body)
    .data;
const getMessages = async (query: string) =>
  chatMessagesResponse.parse((await sandbox.call('api', 'GET', `/v1/chat/messages${query}`)).body).data;

const newestFirst = <T extends { created: number; id: string }>(items: T[]) =>
  [...items].sort((a, b) => b.created - a.created || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));

beforeAll(async () => {
  sandbox = await startSandbox();
  seedChat(sandbox.deps.sqlite, {
    random: new SeededRandom(7),
    accountSid: 'AC1234',
    projectId: sandbox.config.projectId,
    now: Date.now(),
    agents: AGENTS,
  });
  const read = (table: string) =>
    (sandbox.deps.sqlite.prepare(`SELECT doc FROM ${table}`).all() as { doc: string }[]).map(
      (row) => JSON.parse(row.doc) as unknown,
    );
  conversations = read('chat_conversations') as WireChatConversation[];
  messages = read('chat_messages') as WireChatMessage[];
});
afterAll(() => sandbox.close());

describe('chat conversations ({api_url}/v1/chat/conversations)', () => {
  it('pages all 200 conversations newest first, 10 by default', async () => {
    const first = await getConversations('');
    expect(first).toMatchObject({ currentPage: 1, limit: 10, totalPages: 20, totalConversations: 200 });
    const pages = await Promise.all([1, 2].map((page) => getConversations(`?page=${page}&limit=100`)));
    const listed = pages.flatMap((page) => page.conversations.map((c) => c.id));
    expect(listed).toEqual(newestFirst(conversations).map((c) => c.id));
    expect((await getConversations('?page=3&limit=100')).conversations).toEqual([]);
  });

  it('filters by creation time (ms, both bounds inclusive)', async () => {
    const sorted = newestFirst(conversations);
    const to = sorted[20]?.created ?? 0;
    const from = sorted[59]?.created ?? 0;
    const data = await getConversations(`?limit=100&created_from=${from}&created_to=${to}`);
    const expected = sorted.filter((c) => c.created >= from && c.created <= to);
    expect(data.totalConversations).toBe(expected.length);
    expect(data.conversations.map((c) => c.id)).toEqual(expected.map((c) => c.id));
    expect(data.conversations[0]).toMatchObject({ project_id: sandbox.config.projectId, isGroup: false });
  });
});

describe('chat messages ({api_url}/v1/chat/messages)', () => {
  it('lists one conversation by conv_id, newest first, and pages it', async () => {
    const conversation = conversations.find((c) => c.lastSeq >= 6);
    const all = newestFirst(messages.filter((m) => m.conversation === conversation?.id));
    const data = await getMessages(`?conv_id=${conversation?.id}&limit=4&page=2`);
    expect(data).toMatchObject({ currentPage: 2, limit: 4, totalMessages: all.length });
    expect(data.totalPages).toBe(Math.ceil(all.length / 4));
    expect(data.messages.map((m) => m.seq)).toEqual(all.slice(4, 8).map((m) => m.seq));
  });

  it('carries JSON-encoded text in content', async () => {
    const { messages: page } = await getMessages('?limit=100');
    const text = page.find((m) => m.type === 1);
    expect(JSON.parse(text?.content ?? '')).toMatchObject({ content: expect.any(String) as unknown });
  });

  it('filters all messages by creation time', async () => {
    const sorted = newestFirst(messages);
    const to = sorted[100]?.created ?? 0;
    const from = sorted[400]?.created ?? 0;
    const data = await getMessages(`?created_from=${from}&created_to=${to}&limit=100`);
    const expected = sorted.filter((m) => m.created >= from && m.created <= to);
    expect(data.totalMessages).toBe(expected.length);
    expect(data.messages.map((m) => m.id)).toEqual(expected.slice(0, 100).map((m) => m.id));
  });

  it('answers an unknown conversation with no messages', async () => {
    expect(await getMessages('?conv_id=conv-none')).toMatchObject({
      totalMessages: 0,
      totalPages: 0,
      messages: [],
    });
  });

  it('clamps a limit above 100', async () => {
    expect((await getMessages('?limit=1000')).limit).toBe(100);
    expect((await getConversations('?limit=1000')).limit).toBe(100);
  });
});

describe('bad chat queries', () => {
  it.each([
    ['messages', 'page=0', /page/],
    ['messages', 'limit=0', /limit/],
    ['messages', 'limit=many', /limit/],
    ['messages', 'created_from=yesterday', /created_from/],
    ['conversations', 'created_to=-3', /created_to/],
    ['conversations', 'page=1.5', /page/],
  ])('refuses %s?%s with r=1', async (list, query, why) => {
    const answer = await sandbox.call('api', 'GET', `/v1/chat/${list}?${query}`);
    expect(answer.body.r).toBe(1);
    expect(answer.body.message).toMatch(why);
  });
});
