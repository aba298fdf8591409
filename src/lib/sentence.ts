/**
 * A message whose first word may be a name's lower-case article ("the group Sales was deleted.") starts
 * with a capital, as a sentence does; the rest is left as written (names keep their own case).
 */
export function asSentence(text: string): string {
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const letter = String.fromCodePoint(first);
  return letter.toLocaleUpperCase() + text.slice(letter.length);
}
