/** The script as JSON text: what the JSON view shows and, while it is open, what a call sends. */

export type ScriptJsonReading =
  { ok: true; value: unknown } | { ok: false; line: number | null; column: number | null };

/** Line and column (from 1) of a character offset in the text. */
export function lineAndColumnOf(text: string, position: number): { line: number; column: number } {
  const before = text.slice(0, position).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/**
 * Reads the text as JSON. A syntax error names its line and column where the browser tells the position
 * (`… at position 42` in V8 and Firefox), so the person finds it without counting characters.
 */
export function readScriptJson(text: string): ScriptJsonReading {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    const explicit = /line (\d+) column (\d+)/.exec(message);
    if (explicit) return { ok: false, line: Number(explicit[1]), column: Number(explicit[2]) };
    const position = /position (\d+)/.exec(message);
    if (position) return { ok: false, ...lineAndColumnOf(text, Number(position[1])) };
    if (/end of (JSON|data) input/i.test(message) || text.trim() === '') {
      return { ok: false, ...lineAndColumnOf(text, text.length) };
    }
    return { ok: false, line: null, column: null };
  }
}
