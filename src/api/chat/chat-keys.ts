export type ConversationsRequest = {
  page: number;
  pageSize: number;
  createdFrom?: number;
  createdTo?: number;
};

export type MessagesInRangeRequest = {
  page: number;
  pageSize: number;
  createdFrom: number;
  createdTo: number;
};

/** Every query key of chat. */
export const chatKeys = {
  all: ['chat'] as const,
  conversations: () => [...chatKeys.all, 'conversations'] as const,
  conversationList: (request: ConversationsRequest) => [...chatKeys.conversations(), request] as const,
  messages: () => [...chatKeys.all, 'messages'] as const,
  thread: (conversationId: string) => [...chatKeys.messages(), conversationId] as const,
  inRange: (request: MessagesInRangeRequest) => [...chatKeys.messages(), 'in-range', request] as const,
};
