/**
 * Which keys a spoken prompt tells the caller to press: "press 1", "bấm 2", "nhấn phím số 3", "phím #",
 * "press 1 or 2", "bấm phím sao", and once a key is asked for, the rest of a list ("press 1 for sales,
 * 2 for support", "bấm 1 để …, 2 để …"). Letter case is ignored and text typed without diacritics ("bam 1",
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
const EDGE_BEFORE = '(?<![\\p{L}\\p{N}])';
const EDGE_AFTER = '(?![\\p{L}\\p{N}])';
const JOIN_WORD = `(?:or|hoặc|hoac|hay|and|và|va)${EDGE_AFTER}`;
const JOINER = `(?:,|/|${JOIN_WORD})`;
/** What follows a key in a spoken list: "2 for support", "2 để được hỗ trợ". */
const PURPOSE = `(?:for|to|để|de|cho|gặp|gap)${EDGE_AFTER}`;

const TOKEN_AT_EDGE = `${TOKEN}${EDGE_AFTER}`;
const MENTION = new RegExp(
  `${EDGE_BEFORE}${KEYWORD}${EDGE_AFTER}(?:\\s+${FILLER}${EDGE_AFTER})*[\\s:]*${TOKEN_AT_EDGE}` +
    `(?:\\s*${JOINER}\\s*(?:${FILLER}\\s+)*${TOKEN_AT_EDGE})*`,
  'gu',
);
const TOKEN_IN_MENTION = new RegExp(`${EDGE_BEFORE}${TOKEN_AT_EDGE}|[*#]`, 'gu');
const LIST_ITEM = new RegExp(`[,;]\\s*(?:${JOIN_WORD}\\s*)?(${TOKEN})${EDGE_AFTER}\\s+${PURPOSE}`, 'gu');

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
  if (keys.length === 0) return keys;
  for (const item of normalized.matchAll(LIST_ITEM)) {
    const key = KEY_WORD_TOKENS[item[1]!] ?? item[1]!;
    if (!keys.includes(key)) keys.push(key);
  }
  return keys;
}
