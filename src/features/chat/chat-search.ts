import { z } from 'zod';

const ms = z.coerce.number().int().nonnegative().optional().catch(undefined);

/** Chat's paging, created-date filter and open conversation, in the address bar. */
export const chatSearchSchema = z.object({
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  createdFrom: ms,
  createdTo: ms,
  conversation: z.string().trim().min(1).max(200).optional().catch(undefined),
  /** Which view: the conversations (default) or every conversation's messages within a time range. */
  view: z.enum(['conversations', 'messages']).optional().catch(undefined),
  sentFrom: ms,
  sentTo: ms,
  messagesPage: z.coerce.number().int().min(1).optional().catch(undefined),
});
export type ChatSearch = z.infer<typeof chatSearchSchema>;

export const CONVERSATIONS_PAGE_SIZE = 20;
/** Messages by time, a page: the service's maximum is 100. */
export const MESSAGES_IN_RANGE_PAGE_SIZE = 50;

/** The readable text of a message: the `content` of its JSON when it has one, else the raw text. */
export function messageText(message: { content: string; contentJson: unknown }): string | null {
  const json = message.contentJson;
  if (json === null || json === undefined) return message.content;
  if (typeof json === 'string') return json;
  if (typeof json === 'object' && !Array.isArray(json) && 'content' in json) {
    const { content } = json;
    if (typeof content === 'string') return content;
  }
  return null;
}
