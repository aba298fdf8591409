import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useMergeRefs } from '../../src/lib/scroll-area-merge-refs';
import { scrollAreaMergeRefs } from './scroll-area-merge-refs';

const mantineCore = fileURLToPath(new URL('../../node_modules/@mantine/core', import.meta.url));
const scrollAreaFile = join(mantineCore, 'esm/components/ScrollArea/ScrollArea.mjs');
const selectFile = join(mantineCore, 'esm/components/Select/Select.mjs');

type ResolveId = (source: string, importer: string | undefined) => string | null;
const resolveId = scrollAreaMergeRefs().resolveId as unknown as ResolveId;

describe('the build hands ScrollArea its ref merger instead of Floating UI', () => {
  it('resolves @floating-ui/react to the console’s hook for ScrollArea, to an existing file', () => {
    const resolved = resolveId('@floating-ui/react', scrollAreaFile);
    expect(resolved).toMatch(/src[\\/]lib[\\/]scroll-area-merge-refs\.ts$/);
    expect(existsSync(resolved!)).toBe(true);
  });

  it('leaves every other importer and every other import to the bundler', () => {
    expect(resolveId('@floating-ui/react', selectFile)).toBeNull();
    expect(resolveId('@floating-ui/react', undefined)).toBeNull();
    expect(resolveId('@mantine/hooks', scrollAreaFile)).toBeNull();
  });

  it('matches what the installed ScrollArea takes from Floating UI: one hook, useMergeRefs', () => {
    // After an upgrade of Mantine that imports more from Floating UI, the replacement must grow or go.
    const imports = [
      ...readFileSync(scrollAreaFile, 'utf8').matchAll(/import\s*{([^}]*)}\s*from\s*"@floating-ui\/react"/g),
    ];
    expect(imports.map(([, names]) => names!.trim())).toEqual(['useMergeRefs']);
  });

  it('gives the merged ref’s node to an object ref and a function ref alike', () => {
    const objectRef: { current: string | null } = { current: null };
    const seen: (string | null)[] = [];
    const functionRef = (node: string | null) => void seen.push(node);
    let merged: ((node: string | null) => void) | undefined;
    function Probe() {
      merged = useMergeRefs<string>([objectRef, functionRef, undefined]);
      return null;
    }
    renderToString(createElement(Probe));
    merged!('node');
    expect(objectRef.current).toBe('node');
    expect(seen).toEqual(['node']);
  });
});
