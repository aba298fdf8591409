import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Plugin } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { budgetReport, isOverBudget, pageCosts, type PageBudget } from './build-budget';
import type { BuiltChunk } from './first-load';

const outDir = mkdtempSync(join(tmpdir(), 'budget-build-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const PLANTED = 'virtual:planted-payload';

/** Adds to the sign-in page an import of 120 KB that brotli cannot shrink, as a careless import would. */
function plantLargeImport(): Plugin {
  return {
    name: 'test:plant-large-import',
    enforce: 'pre',
    resolveId: (id) => (id === PLANTED ? `\0${PLANTED}` : null),
    load: (id) =>
      id === `\0${PLANTED}` ? `export const payload = '${randomBytes(90_000).toString('base64')}';` : null,
    transform(code, id) {
      if (!id.endsWith('src/features/auth/components/login-page.tsx')) return null;
      return { code: `import { payload } from '${PLANTED}';\nconsole.debug(payload);\n${code}`, map: null };
    },
  };
}

describe('npm run build', () => {
  it('fails when a planted import puts the sign-in page over its budget, and says by how much', async () => {
    // Vitest runs with NODE_ENV=test, which would bundle React's development build: build as npm run build does.
    const testEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    const building = build({
      mode: 'production',
      configFile: 'vite.config.ts',
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
      plugins: [plantLargeImport()],
    });
    const error = (await building.then(
      () => new Error('the build passed'),
      (caught: unknown) => caught,
    )) as Error;
    process.env.NODE_ENV = testEnv;
    expect(error.message).toMatch(/over budget: sign-in\n/);
    expect(error.message).toMatch(/sign-in\s+JS \d+\.\d KB of \d+\.\d KB OVER/);
    // The overview does not load the sign-in page: it stays within its budget.
    expect(error.message).toMatch(/overview\s+JS \d+\.\d KB of \d+\.\d KB\s+CSS/);
    // The compressed copies were written before the check.
    expect(readdirSync(join(outDir, 'assets')).some((name) => name.endsWith('.js.br'))).toBe(true);
  }, 240_000);
});

describe('pageCosts', () => {
  const chunk = (
    fileName: string,
    imports: string[] = [],
    css: string[] = [],
    facade: string | null = null,
  ) => ({ fileName, imports, css, facadeModuleId: facade }) satisfies BuiltChunk;
  const chunks = [
    chunk('assets/app.js', ['assets/runtime.js']),
    chunk('assets/runtime.js'),
    chunk('assets/login.js', ['assets/form.js'], ['assets/login.css'], '/p/src/login-page.tsx'),
    chunk('assets/form.js', ['assets/runtime.js'], ['assets/form.css']),
    chunk('assets/editor.js', [], ['assets/editor.css'], '/p/src/editor-page.tsx'),
  ];
  const brotli = new Map(
    [
      'app.js',
      'runtime.js',
      'login.js',
      'form.js',
      'editor.js',
      'app.css',
      'login.css',
      'form.css',
      'editor.css',
    ].map((name, index) => [`assets/${name}`, { raw: 10_000, br: 1000 * (index + 1), gzip: 2000 }]),
  );
  const html = { js: ['assets/app.js'], css: ['assets/app.css'] };
  const budget: PageBudget = {
    page: 'sign-in',
    lazySources: ['src/login-page.tsx'],
    maxJsBytes: 12_000,
    maxCssBytes: 20_000,
    maxRequests: 8,
  };

  it('adds up the entry, the lazy page and their static imports, and not what other pages load', () => {
    const [cost] = pageCosts(chunks, html, brotli, [budget]);
    expect(cost!.load.js).toEqual([
      'assets/app.js',
      'assets/form.js',
      'assets/login.js',
      'assets/runtime.js',
    ]);
    expect(cost!.load.css).toEqual(['assets/app.css', 'assets/form.css', 'assets/login.css']);
    expect(cost!.jsBytes).toBe(1000 + 2000 + 3000 + 4000);
    expect(cost!.cssBytes).toBe(6000 + 7000 + 8000);
    expect(cost!.requests).toBe(8);
    expect(isOverBudget(cost!)).toBe(true);
    expect(budgetReport([cost!])).toMatch(
      /sign-in\s+JS 10\.0 KB of 12\.0 KB\s+CSS 21\.0 KB of 20\.0 KB OVER\s+requests 8 of 8/,
    );
  });

  it('refuses a page whose component is no longer a lazy chunk', () => {
    expect(() => pageCosts(chunks, html, brotli, [{ ...budget, lazySources: ['src/gone.tsx'] }])).toThrow(
      /no chunk is made for src\/gone\.tsx/,
    );
  });
});
