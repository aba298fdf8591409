/**
 * Text as a search compares it: without case and without diacritics, so "lai suat" finds "Lãi suất" and
 * "nguyen" finds "Nguyễn". Vietnamese đ is a letter of its own, not d with a mark: it is folded by hand.
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'd').toLowerCase();
}

/** Whether every word of the query is in the text, folded (order does not matter). */
export function matchesSearch(text: string, query: string): boolean {
  const folded = foldForSearch(text);
  return foldForSearch(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => folded.includes(word));
}
