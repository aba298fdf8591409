import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { chatMessagesPageSchema } from '../../core/api/chat';
import { apiClient } from '../../lib/api-client';
import { chatKeys, type MessagesInRangeRequest } from './chat-keys';

/** GET /api/chat/messages: one page of the messages of every conversation sent within the range. */
export function getMessagesInRange(request: MessagesInRangeRequest, signal?: AbortSignal) {
  return apiClient.get('/chat/messages', chatMessagesPageSchema, { query: request, signal });
}

export const messagesInRangeQueryOptions = (request: MessagesInRangeRequest) =>
  queryOptions({
    queryKey: chatKeys.inRange(request),
    queryFn: ({ signal }) => getMessagesInRange(request, signal),
    placeholderData: keepPreviousData,
  });

/** Asks nothing until both ends of the range are chosen (the BFF requires them). */
export function useMessagesInRange(
  request: Partial<MessagesInRangeRequest> & { page: number; pageSize: number },
) {
  const { createdFrom, createdTo } = request;
  const complete = createdFrom !== undefined && createdTo !== undefined;
  return useQuery({
    ...messagesInRangeQueryOptions({ ...request, createdFrom: createdFrom ?? 0, createdTo: createdTo ?? 0 }),
    enabled: complete,
  });
}
