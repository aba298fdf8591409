import { formatDateTime } from '@/lib/format-date-time';

/** A message's or conversation's time in the console's one format and the browser's zone. */
export const formatChatTime = (ms: number | null, language: string): string => formatDateTime(ms, language);
