import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/**
 * The house's boundaries, kept by the lint (see ARCHITECTURE.md): features stand alone, the core depends
 * on nothing of ours, src/api takes only the core and lib, the server takes only the core from the SPA, the
 * BFF never reaches into the sandbox (except the start-up that embeds it), the IVR designer's sub-areas depend one way, no production file
 * leans on a fixture, and nothing imports in a circle. A file gets one value per rule, so blocks that narrow a rule repeat what the wider block says.
 */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const TEST_FILES = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/tests/**',
  '**/test-support/**',
  'e2e/**',
  'bench/**',
];

/**
 * The IVR designer's sub-areas, lowest first: each may import only those before it, so what two of them
 * share lives in the lower one. test-support/ stands outside the order: only tests import it (NO_FIXTURES).
 */
const DESIGNER = './src/features/ivr-designer';
const DESIGNER_SUB_AREAS = [
  'api',
  'flow',
  'store',
  'layout',
  'canvas',
  'live',
  'panel',
  'simulator',
  'publish',
  'versions',
  'editor',
  'trees',
];
const DESIGNER_ZONES = DESIGNER_SUB_AREAS.slice(0, -1).map((area, index) => ({
  target: `${DESIGNER}/${area}`,
  from: DESIGNER_SUB_AREAS.slice(index + 1).map((later) => `${DESIGNER}/${later}`),
  message: `The designer's sub-areas depend one way (${DESIGNER_SUB_AREAS.join(' → ')}): ${area} imports only those before it; move what is shared down.`,
}));

const ZONES = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'A feature may not import another feature: move what they share to src/api, src/lib or src/core.',
  })),
  {
    target: './src/core',
    from: ['./src', './server'],
    except: ['./core'],
    message: 'The core is pure: it imports nothing of the SPA or the server.',
  },
  {
    target: './src/api',
    from: ['./src/features', './src/components', './src/app'],
    message:
      'src/api is the one home of the server resources: it imports src/core and src/lib only; move what a feature needs from it here.',
  },
  {
    target: './server',
    from: './src',
    except: ['./core'],
    message: 'The server shares only src/core with the SPA.',
  },
  ...DESIGNER_ZONES,
];

const BFF_OFF_SANDBOX = {
  target: './server/bff',
  from: './server/sandbox',
  message: 'The BFF talks to the service over HTTP only; startup/upstream.ts alone embeds the sandbox.',
};

const NO_FIXTURES = {
  group: ['**/test-support', '**/test-support/**', '**/*fixture*', '**/*fixture*/**'],
  message: 'Production code may not import test fixtures or test support.',
};

const CORE_PACKAGES = {
  regex: '^(?!zod(/|$)|yjs(/|$)|\\.|@/core/)',
  message: 'The core may import only zod and yjs.',
};

export const boundaries = [
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.json'],
          // The path aliases of tsconfig.json, so that the zones and the cycle check see through them.
          alias: {
            '@': [fileURLToPath(new URL('./src', import.meta.url))],
            '@server': [fileURLToPath(new URL('./server', import.meta.url))],
          },
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: ZONES }],
    },
  },
  {
    files: ['server/bff/**/*.ts'],
    ignores: [...TEST_FILES, 'server/bff/startup/upstream.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...ZONES, BFF_OFF_SANDBOX] }] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'scripts/**/*.ts'],
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_FIXTURES] }] },
  },
  {
    files: ['src/core/**/*.ts'],
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_FIXTURES, CORE_PACKAGES] }] },
  },
];
