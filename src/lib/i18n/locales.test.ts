import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { supportedLanguages } from './languages';

const localesDir = join(import.meta.dirname, '../../locales');

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [nested, text] of flatten(value, path)) entries.set(nested, text);
  }
  return entries;
}

function load(language: string, namespace: string): Map<string, string> {
  return flatten(JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8')) as Tree);
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

const namespaces = readdirSync(join(localesDir, 'en')).map((file) => file.replace(/\.json$/, ''));

describe.each(namespaces)('translations of the %s namespace', (namespace) => {
  const english = load('en', namespace);

  it.each(supportedLanguages.filter((language) => language !== 'en'))(
    '%s has exactly the English keys',
    (language) => {
      expect([...load(language, namespace).keys()].sort()).toEqual([...english.keys()].sort());
    },
  );

  it.each(supportedLanguages)('%s fills every string and keeps the English placeholders', (language) => {
    for (const [key, text] of load(language, namespace)) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ''));
    }
  });
});
