/**
 * Which keys a spoken prompt tells the caller to press: "press 1", "bấm 2", "nhấn phím số 3", "phím #",
 * "press 1 or 2", "bấm phím sao". Letter case is ignored and text typed without diacritics ("bam 1",
 * "nhan phim so 0") is understood too, but a different diacritic is a different word ("nhận 1" is
 * "receive 1", not "press 1").
 */

const KEYWORD = '(?:press|bấm|bam|nhấn|nhan|phím|phim)';
const FILLER = '(?:phím|phim|số|so|key|number|the|button|nút|nut)';
const KEY_WORD_TOKENS: Record<string, string> = {
  sao: '*',
  star: '*',
  thăng: '#',
  thang: '#',
  hash: '#',
  pound: '#',
};
const TOKEN = `(?:[0-9](?![0-9])|[*#]|${Object.keys(KEY_WORD_TOKENS).join('|')})`;
const JOINER = '(?:,|/|or|hoặc|hoac|hay|and|và|va)';
const EDGE_BEFORE = '(?<![\\p{L}\\p{N}])';
const EDGE_AFTER = '(?![\\p{L}\\p{N}])';

const TOKEN_AT_EDGE = `${TOKEN}${EDGE_AFTER}`;
const MENTION = new RegExp(
  `${EDGE_BEFORE}${KEYWORD}${EDGE_AFTER}(?:\\s+${FILLER}${EDGE_AFTER})*[\\s:]*${TOKEN_AT_EDGE}` +
    `(?:\\s*${JOINER}\\s*(?:${FILLER}\\s+)*${TOKEN_AT_EDGE})*`,
  'gu',
);
const TOKEN_IN_MENTION = new RegExp(`${EDGE_BEFORE}${TOKEN_AT_EDGE}|[*#]`, 'gu');

/** The keys (0-9, *, #) the text asks the caller to press, each once, in the order mentioned. */
export function keysMentionedInPrompt(text: string): string[] {
  const normalized = text.normalize('NFC').toLowerCase();
  const keys: string[] = [];
  for (const mention of normalized.matchAll(MENTION)) {
    const afterKeyword = mention[0].replace(/^\S+/u, '');
    for (const token of afterKeyword.matchAll(TOKEN_IN_MENTION)) {
      const key = KEY_WORD_TOKENS[token[0]] ?? token[0];
      if (!keys.includes(key)) keys.push(key);
    }
  }
  return keys;
}
