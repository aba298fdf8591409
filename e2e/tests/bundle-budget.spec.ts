import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/**
 * The console's initial JavaScript — index.html's entry script, what it preloads, and whatever those
 * import statically — must stay within 250 KB gzipped; the IVR canvas (@xyflow/react) and the layout
 * code (dagre) load on demand. Read from the build this run made (BUILD_OUT_DIR, else dist/).
 */
const DIST = process.env.BUILD_OUT_DIR ?? 'dist';
const BUDGET_BYTES = 250_000;
/** Strings only these libraries' code contains (a class name of the canvas, a ranker of dagre). */
const ON_DEMAND = [
  { name: '@xyflow/react', marker: 'react-flow__' },
  { name: 'dagre', marker: 'network-simplex' },
];

const assetPath = (href: string) => join(DIST, href.replace(/^\//, ''));

/** The entry and its static import graph: scripts and modulepreloads in index.html, then `import … from`. */
function initialScripts(): string[] {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const pending = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((match) => assetPath(match[1]!));
  const seen = new Set<string>();
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    // Static imports only: `import(` (on demand) is not followed.
    for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      pending.push(join(file, '..', match[1]!));
    }
  }
  return [...seen];
}

test('the initial JavaScript is at most 250 KB gzipped and leaves the canvas and layout code out', () => {
  expect(existsSync(join(DIST, 'index.html')), `build into ${DIST} first`).toBe(true);
  const initial = initialScripts();
  expect(initial.length).toBeGreaterThan(0);
  const sizes = initial.map((file) => ({ file, gzipped: gzipSync(readFileSync(file)).length }));
  const total = sizes.reduce((sum, entry) => sum + entry.gzipped, 0);
  const largest = [...sizes].sort((a, b) => b.gzipped - a.gzipped).slice(0, 5);
  test.info().annotations.push({
    type: 'initial JS',
    description: `${(total / 1000).toFixed(1)} KB gzipped in ${initial.length} files; largest: ${largest
      .map((entry) => `${entry.file} ${(entry.gzipped / 1000).toFixed(1)} KB`)
      .join(', ')}`,
  });
  expect(total, `initial JS is ${total} bytes gzipped`).toBeLessThanOrEqual(BUDGET_BYTES);

  const initialCode = initial.map((file) => readFileSync(file, 'utf8')).join('\n');
  const allScripts = readdirSync(join(DIST, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(join(DIST, 'assets', name), 'utf8'))
    .join('\n');
  for (const library of ON_DEMAND) {
    // The marker must exist in some chunk, or the check below would prove nothing.
    expect(allScripts.includes(library.marker), `${library.name} is in the build`).toBe(true);
    expect(initialCode.includes(library.marker), `${library.name} is in the initial JS`).toBe(false);
  }
});
