import { z } from 'zod';
import { pageSchema } from './paging';
import {
  checkRange,
  optionalEpochMs,
  optionalQueryText,
  queryInteger,
  requiredEpochMs,
} from './query-values';

/** A chat message: `content` as the service stores it, plus the JSON it holds when it holds some. */
export const chatMessageSchema = z.object({
  id: z.string(),
  localDbId: z.string(),
  accountSid: z.string(),
  conversationId: z.string(),
  seq: z.number().int(),
  user: z.string(),
  /** The service's message type code (meanings not documented). */
  type: z.number().int(),
  content: z.string(),
  /** The decoded object or array when `content` is JSON-encoded (e.g. `{"content":"…","metadata":{}}`). */
  contentJson: z.unknown().nullable(),
  /** Epoch milliseconds. */
  created: z.number().int(),
  status: z.number().int(),
  deletedByUsers: z.unknown().nullable(),
  projectId: z.number().int(),
  userType: z.number().int(),
  channelType: z.number().int(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A chat conversation; times in epoch milliseconds, null where the service writes 0 for "not yet". */
export const chatConversationSchema = z.object({
  id: z.string(),
  accountSid: z.string(),
  creator: z.string(),
  /** The participants' user ids (the service's comma-separated text). */
  idFromUserIds: z.string(),
  localDbId: z.string(),
  name: z.string(),
  objectType: z.string(),
  avatarUrl: z.string(),
  displayName: z.string(),
  linkAvatar: z.string(),
  projectId: z.number().int(),
  rating: z.number().int(),
  /** Seconds, as the service counts them. */
  answerDuration: z.number().int(),
  ringingDuration: z.number().int(),
  lastSeq: z.number().int(),
  channelType: z.number().int(),
  ticketSerial: z.number().int(),
  /** Codes the specification leaves undocumented, passed on as numbers. */
  resolved: z.number().int(),
  chatStatus: z.number().int(),
  chatRole: z.number().int(),
  answerTime: z.number().int().nullable(),
  created: z.number().int(),
  endTime: z.number().int().nullable(),
  lastUpdate: z.number().int(),
  isGroup: z.boolean(),
  version: z.number().int(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

export const CHAT_MAX_PAGE_SIZE = 100;

const pagingShape = {
  page: queryInteger(z.number().int().min(1)).default(1),
  pageSize: queryInteger(z.number().int().min(1).max(CHAT_MAX_PAGE_SIZE)).default(50),
  createdFrom: optionalEpochMs,
  createdTo: optionalEpochMs,
};

const createdRange = (query: { createdFrom?: number; createdTo?: number }, ctx: z.RefinementCtx) =>
  checkRange(ctx, query.createdFrom, query.createdTo, 'createdTo');

export const chatMessagesQuerySchema = z
  .object({ conversationId: optionalQueryText, ...pagingShape })
  .superRefine(createdRange);
export type ChatMessagesQuery = z.output<typeof chatMessagesQuerySchema>;

/**
 * Messages of every conversation sent within a time range, newest first (the service's messages list
 * without a conversation). Both ends are required: the range is what this view is about, and it keeps
 * the service's count meaningful; a page holds at most the service's 100.
 */
export const chatMessagesInRangeQuerySchema = z
  .object({
    page: pagingShape.page,
    pageSize: pagingShape.pageSize,
    createdFrom: requiredEpochMs('Choose when the range starts (epoch milliseconds)'),
    createdTo: requiredEpochMs('Choose when the range ends (epoch milliseconds)'),
  })
  .superRefine(createdRange);
export type ChatMessagesInRangeQuery = z.output<typeof chatMessagesInRangeQuerySchema>;

export const chatConversationsQuerySchema = z.object(pagingShape).superRefine(createdRange);
export type ChatConversationsQuery = z.output<typeof chatConversationsQuerySchema>;

export const chatMessagesPageSchema = pageSchema(chatMessageSchema);
export const chatConversationsPageSchema = pageSchema(chatConversationSchema);

/** A conversation named in a path (GET /api/chat/conversations/:convId/messages). */
export const chatConversationIdSchema = z.string().trim().min(1).max(200);
