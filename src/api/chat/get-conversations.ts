import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { chatConversationsPageSchema } from '../../core/api/chat';
import { apiClient } from '../../lib/api-client';
import { chatKeys, type ConversationsRequest } from './chat-keys';

export function getConversations(request: ConversationsRequest, signal?: AbortSignal) {
  return apiClient.get('/chat/conversations', chatConversationsPageSchema, { query: request, signal });
}

export const conversationsQueryOptions = (request: ConversationsRequest) =>
  queryOptions({
    queryKey: chatKeys.conversationList(request),
    queryFn: ({ signal }) => getConversations(request, signal),
    placeholderData: keepPreviousData,
  });

export function useConversations(request: ConversationsRequest) {
  return useQuery(conversationsQueryOptions(request));
}
