import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const probe = `lint-probe-${process.pid}`;
const probeDir = join(root, 'src', 'features', probe);

/** The project's own lint config, without the type-aware rules (the planted files are in no tsconfig). */
let eslint: ESLint;
beforeAll(() => {
  // A cycle is only seen between files on disk.
  mkdirSync(probeDir, { recursive: true });
  writeFileSync(
    join(probeDir, 'first.ts'),
    "import { second } from './second';\nexport const first = () => second;\n",
  );
  writeFileSync(
    join(probeDir, 'second.ts'),
    "import { first } from './first';\nexport const second = () => first;\n",
  );
  eslint = new ESLint({ cwd: root, overrideConfig: [tseslint.configs.disableTypeChecked] });
});
afterAll(() => rmSync(probeDir, { recursive: true, force: true }));

async function rulesBroken(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('the lint keeps the house rules', () => {
  it('refuses a feature importing another feature, and lets it import the core', async () => {
    const file = `src/features/${probe}/planted.ts`;
    expect(await rulesBroken("export { formatDuration } from '../board/format';\n", file)).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await rulesBroken("export { can } from '../../core/permissions';\n", file)).toEqual([]);
    // The same through the path alias.
    expect(await rulesBroken("export { formatDuration } from '@/features/board/format';\n", file)).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await rulesBroken("export { can } from '@/core/permissions';\n", file)).toEqual([]);
  });

  it('refuses src/api importing a feature, a component or the shell, and lets it import the core and lib', async () => {
    const file = 'src/api/planted/planted.ts';
    for (const from of [
      "export { formatDuration } from '../../features/board/format';\n",
      "export { formatDuration } from '@/features/board/format';\n",
      "export * from '@/components/resource/list-search';\n",
      "export * from '@/app/navigation/areas';\n",
    ])
      expect(await rulesBroken(from, file), from).toContain('import-x/no-restricted-paths');
    expect(await rulesBroken("export { apiClient } from '@/lib/api-client';\n", file)).toEqual([]);
    expect(await rulesBroken("export * from '@/core/permissions';\n", file)).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    const file = `src/features/${probe}/first.ts`;
    expect(
      await rulesBroken("import { second } from './second';\nexport const first = () => second;\n", file),
    ).toContain('import-x/no-cycle');
  });

  it('refuses the core importing a package other than zod and yjs, or the SPA', async () => {
    expect(await rulesBroken("export { useState } from 'react';\n", 'src/core/planted.ts')).toContain(
      'no-restricted-imports',
    );
    expect(
      await rulesBroken("export { apiClient } from '../lib/api-client';\n", 'src/core/planted.ts'),
    ).toContain('import-x/no-restricted-paths');
    expect(await rulesBroken("export { z } from 'zod';\n", 'src/core/planted.ts')).toEqual([]);
    expect(
      await rulesBroken("export { apiClient } from '@/lib/api-client';\n", 'src/core/ivr/planted.ts'),
    ).toContain('import-x/no-restricted-paths');
    expect(await rulesBroken("export * from '@/core/permissions';\n", 'src/core/ivr/planted.ts')).toEqual([]);
  });

  it('refuses the server importing the SPA, and the BFF importing the sandbox outside its start-up', async () => {
    expect(
      await rulesBroken("export { apiClient } from '../src/lib/api-client';\n", 'server/planted.ts'),
    ).toContain('import-x/no-restricted-paths');
    expect(await rulesBroken("export * from '../sandbox/config';\n", 'server/bff/planted.ts')).toContain(
      'import-x/no-restricted-paths',
    );
    expect(
      await rulesBroken("export { apiClient } from '@/lib/api-client';\n", 'server/bff/planted.ts'),
    ).toContain('import-x/no-restricted-paths');
    expect(await rulesBroken("export * from '@server/sandbox/config';\n", 'server/bff/planted.ts')).toContain(
      'import-x/no-restricted-paths',
    );
    expect(
      await rulesBroken("export * from '../../sandbox/config';\n", 'server/bff/startup/upstream.ts'),
    ).toEqual([]);
  });

  it('refuses production code importing a fixture or test support, and lets tests do it', async () => {
    const fixture = "export { promptNode } from './test-support/menu-fixture';\n";
    expect(await rulesBroken(fixture, 'src/features/ivr-designer/planted.ts')).toContain(
      'no-restricted-imports',
    );
    expect(await rulesBroken(fixture, 'src/features/ivr-designer/planted.test.ts')).toEqual([]);
    // The same through the path alias, from inside a sub-area.
    expect(
      await rulesBroken(
        "export { promptNode } from '@/features/ivr-designer/test-support/menu-fixture';\n",
        'src/features/ivr-designer/editor/planted.ts',
      ),
    ).toContain('no-restricted-imports');
  });

  it('refuses an IVR designer sub-area importing one above it, and lets it import one below', async () => {
    expect(
      await rulesBroken(
        "export { newPrompt } from '../editor/new-prompt';\n",
        'src/features/ivr-designer/flow/planted.ts',
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await rulesBroken(
        "export { toFlow } from '../flow/to-flow';\n",
        'src/features/ivr-designer/editor/planted.ts',
      ),
    ).toEqual([]);
    // Through the path alias, and tests of a sub-area are held to it too.
    expect(
      await rulesBroken(
        "export { DiffCanvas } from '@/features/ivr-designer/publish/diff-canvas';\n",
        'src/features/ivr-designer/simulator/planted.test.ts',
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('gives every IVR designer sub-area its place in the one direction', async () => {
    const designer = 'src/features/ivr-designer';
    const config = (await eslint.calculateConfigForFile(join(root, designer, 'editor', 'planted.ts'))) as {
      rules: Record<string, [number, { zones: { target: string; from: string | string[] }[] }]>;
    };
    const placed = new Set(
      config.rules['import-x/no-restricted-paths']![1].zones.flatMap((zone) =>
        [zone.target, zone.from].flat(),
      ),
    );
    const subAreas = readdirSync(join(root, designer), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'test-support')
      .map((entry) => entry.name);
    expect(subAreas.length).toBeGreaterThan(5);
    expect(subAreas.filter((area) => !placed.has(`./${designer}/${area}`))).toEqual([]);
  });
});

describe('the core compiles without the DOM or Node', () => {
  it('refuses Buffer and document in core code', () => {
    const config = ts.getParsedCommandLineOfConfigFile(
      join(root, 'src/core/tsconfig.core.json'),
      {},
      { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
    )!;
    const planted = join(root, 'src/core/planted.ts');
    const host = ts.createCompilerHost(config.options);
    const readFile = host.readFile.bind(host);
    host.readFile = (name) =>
      name === planted ? 'export const size = Buffer.byteLength(document.title);\n' : readFile(name);
    host.fileExists = (
      (exists) => (name: string) =>
        name === planted || exists(name)
    )(host.fileExists.bind(host));
    const program = ts.createProgram(
      [planted, join(root, 'src/core/runtime-globals.d.ts')],
      config.options,
      host,
    );
    const messages = ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    expect(messages).toEqual(
      expect.arrayContaining([expect.stringContaining("'Buffer'"), expect.stringContaining("'document'")]),
    );
  });
});
