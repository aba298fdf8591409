import type {
  ChatConversation,
  ChatConversationsQuery,
  ChatMessage,
  ChatMessagesQuery,
} from '@/core/api/chat';
import type { Page } from '@/core/api/paging';
import {
  CHAT_CONVERSATIONS_PATH,
  CHAT_MESSAGES_PATH,
  chatConversationsResponse,
  chatMessagesResponse,
  type WireChatConversation,
  type WireChatMessage,
} from '../../service-api/chat';
import type { ServiceHttp } from './service-http';
import { jsonInText, zeroAsNull } from './wire-decoding';

export const chatMessageFromWire = (wire: WireChatMessage): ChatMessage => ({
  id: wire.id,
  localDbId: wire.localDbId,
  accountSid: wire.accountSid,
  conversationId: wire.conversation,
  seq: wire.seq,
  user: wire.user,
  type: wire.type,
  content: wire.content,
  contentJson: jsonInText(wire.content),
  created: wire.created,
  status: wire.status,
  deletedByUsers: wire.deletedByUsers,
  projectId: wire.project_id,
  userType: wire.user_type,
  channelType: wire.channel_type,
});

export const chatConversationFromWire = (wire: WireChatConversation): ChatConversation => ({
  id: wire.id,
  accountSid: wire.accountSid,
  creator: wire.creator,
  idFromUserIds: wire.idFromUserIDs,
  localDbId: wire.localDbId,
  name: wire.name,
  objectType: wire.object_type,
  avatarUrl: wire.avatar_url,
  displayName: wire.display_name,
  linkAvatar: wire.linkavatar,
  projectId: wire.project_id,
  rating: wire.rating,
  answerDuration: wire.answer_duration,
  ringingDuration: wire.ringing_duration,
  lastSeq: wire.lastSeq,
  channelType: wire.channel_type,
  ticketSerial: wire.ticket_serial,
  resolved: wire.resolved,
  chatStatus: wire.chatStatus,
  chatRole: wire.chatRole,
  answerTime: zeroAsNull(wire.answer_time),
  created: wire.created,
  endTime: zeroAsNull(wire.end_time),
  lastUpdate: wire.lastUpdate,
  isGroup: wire.isGroup,
  version: wire._version_,
});

const wirePagingOf = (query: ChatConversationsQuery) => ({
  page: query.page,
  limit: query.pageSize,
  created_from: query.createdFrom,
  created_to: query.createdTo,
});

export const wireMessagesQueryOf = (query: ChatMessagesQuery) => ({
  conv_id: query.conversationId,
  ...wirePagingOf(query),
});
export const wireConversationsQueryOf = wirePagingOf;

type WirePaging = { currentPage: number; limit: number; totalPages: number };

const pageOf = <T>(data: WirePaging, items: T[], total: number): Page<T> => ({
  items,
  page: data.currentPage,
  pageSize: data.limit,
  total,
  totalPages: data.totalPages,
});

export function chatClient(http: ServiceHttp) {
  return {
    /** Newest first; one conversation's when `conversationId` is given. */
    async messages(query: ChatMessagesQuery): Promise<Page<ChatMessage>> {
      const { data } = await http.call({
        operation: 'listChatMessages',
        surface: 'api',
        method: 'GET',
        path: CHAT_MESSAGES_PATH,
        query: wireMessagesQueryOf(query),
        schema: chatMessagesResponse,
      });
      return pageOf(data, data.messages.map(chatMessageFromWire), data.totalMessages);
    },

    async conversations(query: ChatConversationsQuery): Promise<Page<ChatConversation>> {
      const { data } = await http.call({
        operation: 'listChatConversations',
        surface: 'api',
        method: 'GET',
        path: CHAT_CONVERSATIONS_PATH,
        query: wireConversationsQueryOf(query),
        schema: chatConversationsResponse,
      });
      return pageOf(data, data.conversations.map(chatConversationFromWire), data.totalConversations);
    },
  };
}

export type ChatClient = ReturnType<typeof chatClient>;
