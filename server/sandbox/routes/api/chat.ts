import type { FastifyInstance } from 'fastify';
import {
  CHAT_CONVERSATIONS_PATH,
  CHAT_MESSAGES_PATH,
  chatConversationsQuery,
  chatMessagesQuery,
} from '@server/service-api/chat';
import type { SandboxDeps } from '../../deps';
import { totalPages } from '../../paging';
import { okMessage } from '../../reply';
import { parseInput } from '../../validate';

/** The spec's maximum; a larger `limit` is clamped, like the call log's. */
const CHAT_MAX_LIMIT = 100;

type Window = { page: number; limit: number; created_from?: number; created_to?: number };
type DocRow = { doc: string };

/**
 * Chat messages and conversations, newest first. Documents are stored whole (the service returns them
 * as-is); `project_id` is the configured project's.
 */
export function registerChatRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  const { sqlite, config } = deps;

  const listPage = (table: 'chat_messages' | 'chat_conversations', window: Window, conversation?: string) => {
    const limit = Math.min(window.limit, CHAT_MAX_LIMIT);
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (conversation !== undefined) {
      conditions.push('conversation = ?');
      params.push(conversation);
    }
    if (window.created_from !== undefined) {
      conditions.push('created >= ?');
      params.push(window.created_from);
    }
    if (window.created_to !== undefined) {
      conditions.push('created <= ?');
      params.push(window.created_to);
    }
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const { total } = sqlite.prepare(`SELECT COUNT(*) AS total FROM ${table} ${where}`).get(...params) as {
      total: number;
    };
    const rows = sqlite
      .prepare(`SELECT doc FROM ${table} ${where} ORDER BY created DESC, id DESC LIMIT ? OFFSET ?`)
      .all(...params, limit, (window.page - 1) * limit) as DocRow[];
    const items = rows.map((row) => ({ ...(JSON.parse(row.doc) as object), project_id: config.projectId }));
    return { currentPage: window.page, limit, totalPages: totalPages(total, limit), total, items };
  };

  app.get(CHAT_MESSAGES_PATH, async (request) => {
    const query = parseInput(chatMessagesQuery, request.query);
    const { total, items, ...paging } = listPage('chat_messages', query, query.conv_id);
    return okMessage({ data: { ...paging, totalMessages: total, messages: items } });
  });

  app.get(CHAT_CONVERSATIONS_PATH, async (request) => {
    const query = parseInput(chatConversationsQuery, request.query);
    const { total, items, ...paging } = listPage('chat_conversations', query);
    return okMessage({ data: { ...paging, totalConversations: total, conversations: items } });
  });
}
