import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chatConversationIdSchema,
  chatConversationsPageSchema,
  chatConversationsQuerySchema,
  chatMessagesInRangeQuerySchema,
  chatMessagesPageSchema,
} from '@/core/api/chat';
import { requirePermission } from '../../plugins/authorization';
import { problemResponses } from '../route-schemas';

const conversationParams = z.object({ convId: chatConversationIdSchema });
const TAGS = ['Chat'];

/**
 * GET /api/chat/conversations, GET /api/chat/conversations/:convId/messages and GET /api/chat/messages (every
 * conversation's messages within a time range).
 */
export async function registerChatRoutes(api: FastifyInstance): Promise<void> {
  const { services } = api;
  const chat = () => services.service.telephony.chat;
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/chat/conversations',
    {
      onRequest: requirePermission('chat:read'),
      schema: {
        tags: TAGS,
        summary: 'A page of chat conversations, optionally created within a range (epoch ms)',
        querystring: chatConversationsQuerySchema,
        response: { 200: chatConversationsPageSchema, ...problemResponses(400, 403) },
      },
    },
    (request) => chat().conversations(request.query),
  );

  routes.get(
    '/chat/messages',
    {
      onRequest: requirePermission('chat:read'),
      schema: {
        tags: TAGS,
        summary: 'A page of the messages of every conversation sent within a range (epoch ms), newest first',
        description: 'Both ends of the range are required; a page holds at most 100 messages.',
        querystring: chatMessagesInRangeQuerySchema,
        response: { 200: chatMessagesPageSchema, ...problemResponses(400, 403) },
      },
    },
    (request) => chat().messages({ ...request.query, conversationId: undefined }),
  );

  routes.get(
    '/chat/conversations/:convId/messages',
    {
      onRequest: requirePermission('chat:read'),
      schema: {
        tags: TAGS,
        summary: 'A page of one conversation’s messages, newest first, optionally within a range (epoch ms)',
        params: conversationParams,
        // The same paging and range as conversations; the conversation comes from the path.
        querystring: chatConversationsQuerySchema,
        response: { 200: chatMessagesPageSchema, ...problemResponses(400, 403) },
      },
    },
    (request) => chat().messages({ ...request.query, conversationId: request.params.convId }),
  );
}
