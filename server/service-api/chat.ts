import { z } from 'zod';
import { queryInteger, queryText } from './call-log';
import { withMessage } from './common';

export const CHAT_MESSAGES_PATH = '/v1/chat/messages';
export const CHAT_CONVERSATIONS_PATH = '/v1/chat/conversations';

const chatPaging = {
  page: queryInteger(z.number().int().min(1)).default(1),
  limit: queryInteger(z.number().int().min(1)).default(10),
  created_from: queryInteger(z.number().int().nonnegative()).optional(),
  created_to: queryInteger(z.number().int().nonnegative()).optional(),
};

export const chatMessagesQuery = z.object({ conv_id: queryText, ...chatPaging });
export const chatConversationsQuery = z.object(chatPaging);

export const wireChatMessage = z.object({
  id: z.string(),
  localDbId: z.string(),
  accountSid: z.string(),
  conversation: z.string(),
  seq: z.number().int(),
  user: z.string(),
  type: z.number().int(),
  /** Text, or JSON-encoded text (e.g. `{"content":"…","metadata":{}}`). */
  content: z.string(),
  created: z.number().int(),
  status: z.number().int(),
  deletedByUsers: z.unknown().nullable(),
  project_id: z.number().int(),
  user_type: z.number().int(),
  channel_type: z.number().int(),
});
export type WireChatMessage = z.infer<typeof wireChatMessage>;

export const wireChatConversation = z.object({
  id: z.string(),
  accountSid: z.string(),
  creator: z.string(),
  idFromUserIDs: z.string(),
  localDbId: z.string(),
  name: z.string(),
  object_type: z.string(),
  avatar_url: z.string(),
  display_name: z.string(),
  linkavatar: z.string(),
  project_id: z.number().int(),
  rating: z.number().int(),
  answer_duration: z.number().int(),
  ringing_duration: z.number().int(),
  lastSeq: z.number().int(),
  channel_type: z.number().int(),
  ticket_serial: z.number().int(),
  resolved: z.number().int(),
  chatStatus: z.number().int(),
  chatRole: z.number().int(),
  answer_time: z.number().int(),
  created: z.number().int(),
  end_time: z.number().int(),
  lastUpdate: z.number().int(),
  isGroup: z.boolean(),
  _version_: z.number().int(),
});
export type WireChatConversation = z.infer<typeof wireChatConversation>;

const chatPage = z.object({
  currentPage: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
});

export const chatMessagesResponse = withMessage.extend({
  data: chatPage.extend({ totalMessages: z.number().int(), messages: z.array(wireChatMessage) }),
});

export const chatConversationsResponse = withMessage.extend({
  data: chatPage.extend({
    totalConversations: z.number().int(),
    conversations: z.array(wireChatConversation),
  }),
});
