import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { chatMessagesPageSchema } from '../../core/api/chat';
import { apiClient } from '../../lib/api-client';
import { MESSAGES_PAGE_SIZE } from '../../features/chat/chat-search';
import { chatKeys } from './chat-keys';

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
