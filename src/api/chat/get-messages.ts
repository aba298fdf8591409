import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { chatMessagesPageSchema } from '../../core/api/chat';
import { apiClient } from '../../lib/api-client';
import { chatKeys } from './chat-keys';

/** How many messages of a conversation one page asks for. */
export const MESSAGES_PAGE_SIZE = 30;

export function getMessages(conversationId: string, page: number, signal?: AbortSignal) {
  return apiClient.get(
    `/chat/conversations/${encodeURIComponent(conversationId)}/messages`,
    chatMessagesPageSchema,
    { query: { page, pageSize: MESSAGES_PAGE_SIZE }, signal },
  );
}

/** A thread, newest page first (the service's order); each further page goes back in time. */
export const messagesQueryOptions = (conversationId: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.thread(conversationId),
    queryFn: ({ pageParam, signal }) => getMessages(conversationId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });

export function useMessages(conversationId: string) {
  return useInfiniteQuery(messagesQueryOptions(conversationId));
}
