import { z } from 'zod/mini';
import { searchChoice, searchInteger, searchText } from '@/lib/url-search';

const ms = searchInteger(0);

/** Chat's paging, created-date filter and open conversation, in the address bar. */
export const chatSearchSchema = z.object({
  page: searchInteger(1),
  createdFrom: ms,
  createdTo: ms,
  conversation: searchText(200, 1),
  /** Which view: the conversations (default) or every conversation's messages within a time range. */
  view: searchChoice(['conversations', 'messages']),
  sentFrom: ms,
  sentTo: ms,
  messagesPage: searchInteger(1),
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
