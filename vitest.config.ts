import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@/': fileURLToPath(new URL('./src/', import.meta.url)),
      '@server/': fileURLToPath(new URL('./server/', import.meta.url)),
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Most tests wait on real servers, databases and child processes rather than the CPU; vitest's default
    // (cores − 1) runs them one file at a time on a two-core machine. TEST_WORKERS overrides.
    maxWorkers: Number(process.env.TEST_WORKERS) || 3,
  },
});
