import { describe, expect, it } from 'vitest';
import { lineAndColumnOf, readScriptJson } from './script-json';

describe('readScriptJson', () => {
  it('reads valid JSON as it is', () => {
    expect(readScriptJson('[{"action":"talk","text":"Xin chào"}]')).toEqual({
      ok: true,
      value: [{ action: 'talk', text: 'Xin chào' }],
    });
  });

  it('names the line of a syntax error', () => {
    const text = '[\n  {\n    "action": "talk",\n    "text": "Xin chào"\n    "loop": 2\n  }\n]';
    const reading = readScriptJson(text);
    expect(reading.ok).toBe(false);
    if (!reading.ok) expect(reading.line).toBe(5);
  });

  it('names the last line when the text stops early', () => {
    const reading = readScriptJson('[\n  {"action": "talk"');
    expect(reading).toMatchObject({ ok: false, line: 2 });
  });
});

describe('lineAndColumnOf', () => {
  it('counts from one', () => {
    expect(lineAndColumnOf('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
    expect(lineAndColumnOf('ab', 0)).toEqual({ line: 1, column: 1 });
  });
});
