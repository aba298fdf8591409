/**
 * Which keys a spoken prompt tells the caller to press: "press 1", "bấm 2", "nhấn phím số 3", "phím #",
 * "ấn số 5", "chọn 5", "nhấn năm", "press five",
 * "press 1 or 2", "bấm phím sao", and once a key is asked for, the rest of a list ("press 1 for sales,
 * 2 for support", "bấm 1 để …, 2 để …"). Letter case is ignored and text typed without diacritics ("bam 1",
 * "nhan phim so 0") is understood too, but a different diacritic is a different word ("nhận 1" is
 * "receive 1", not "press 1").
 */

/** Words that ask for a key: "press", "bấm", "nhấn", "ấn", "chọn", "phím"… */
const KEYWORD = '(?:press|dial|bấm|bam|nhấn|nhan|ấn|chọn|chon|choose|select|phím|phim)';
const FILLER = '(?:phím|phim|số|so|key|number|the|button|nút|nut)';
/**
 * Keys said as words. Numbers spelled out count only with their diacritics ("năm", not "nam", which is
 * also "south"), and never after "chọn"/"choose"/"select": "chọn một trong các dịch vụ" is "choose one
 * of the services", not "press 1".
 */
const SYMBOL_WORDS: Record<string, string> = {
  sao: '*',
  star: '*',
  thăng: '#',
  thang: '#',
  hash: '#',
  pound: '#',
};
const NUMBER_WORDS: Record<string, string> = {
  không: '0',
  một: '1',
  hai: '2',
  ba: '3',
  bốn: '4',
  năm: '5',
  sáu: '6',
  bảy: '7',
  tám: '8',
  chín: '9',
  zero: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};
const KEY_WORD_TOKENS: Record<string, string> = { ...SYMBOL_WORDS, ...NUMBER_WORDS };
const CHOOSE_WORD = /^(?:chọn|chon|choose|select)$/u;
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

/**
 * Answers by prompt text: the menu is validated again on every edit and when the service's context
 * arrives, while its prompts rarely change, and the matching is the costly part of a validation.
 */
const mentionsByText = new Map<string, readonly string[]>();
/** Enough for the prompts of the biggest menus edited in one tab; the oldest answers go first. */
const REMEMBERED_PROMPTS = 2000;

/** The keys (0-9, *, #) the text asks the caller to press, each once, in the order mentioned. */
export function keysMentionedInPrompt(text: string): readonly string[] {
  const known = mentionsByText.get(text);
  if (known) return known;
  const keys = Object.freeze(findMentionedKeys(text));
  if (mentionsByText.size >= REMEMBERED_PROMPTS) mentionsByText.delete(mentionsByText.keys().next().value!);
  mentionsByText.set(text, keys);
  return keys;
}

function findMentionedKeys(text: string): string[] {
  const normalized = text.normalize('NFC').toLowerCase();
  const keys: string[] = [];
  for (const mention of normalized.matchAll(MENTION)) {
    const keyword = /^\S+/u.exec(mention[0])![0];
    const afterKeyword = mention[0].slice(keyword.length);
    for (const token of afterKeyword.matchAll(TOKEN_IN_MENTION)) {
      if (CHOOSE_WORD.test(keyword) && token[0] in NUMBER_WORDS) break;
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
