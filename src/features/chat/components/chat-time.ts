export function formatChatTime(ms: number | null, language: string): string {
  if (ms === null) return '—';
  return new Intl.DateTimeFormat(language.startsWith('en') ? 'en-GB' : 'vi-VN', {
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(ms);
}
