import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { deliveryBudget } from './scripts/build/build-budget.ts';
import { mantineComponentCss } from './scripts/build/mantine-component-css.ts';
import { scrollAreaMergeRefs } from './scripts/build/scroll-area-merge-refs.ts';

const bffPort = process.env.PORT ?? '8080';

export default defineConfig({
  plugins: [react(), mantineComponentCss(), scrollAreaMergeRefs(), deliveryBudget()],
  resolve: { alias: { '@/': fileURLToPath(new URL('./src/', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${bffPort}` },
  },
  // ES module workers can load a chunk on demand: the layout worker fetches ELK (1.4 MB) only when a
  // layout asks for it, so the tree layout of a big menu opened for the first time is not kept waiting.
  worker: { format: 'es' },
  // BUILD_OUT_DIR lets several builds (say, parallel browser-test runs) keep apart; the BFF reads STATIC_DIR.
  build: {
    outDir: process.env.BUILD_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The small chunks that lazy pages share (a Mantine component, an icon, a hook) are copied into
          // the chunks that read them instead of being fetched one by one: the overview went from 56
          // requests to 13. A registry in the runtime chunk keeps one state per module across the copies
          // (the bundler turns on strict execution order for it, some 6 KB on the entry). Source bytes.
          experimentalInlineCommonChunks: { maxSize: 12_000 },
          groups: [
            // Everything index.html's entry imports statically in one chunk: it all loads anyway, and
            // as dozens of small shared chunks it was dozens of requests in a row.
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
