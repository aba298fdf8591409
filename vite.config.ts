import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { deliveryBudget } from './scripts/build/build-budget.ts';
import { mantineComponentCss } from './scripts/build/mantine-component-css.ts';

const bffPort = process.env.PORT ?? '8080';

export default defineConfig({
  plugins: [react(), mantineComponentCss(), deliveryBudget()],
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${bffPort}` },
  },
  // BUILD_OUT_DIR lets several builds (say, parallel browser-test runs) keep apart; the BFF reads STATIC_DIR.
  build: {
    outDir: process.env.BUILD_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything index.html's entry imports statically in one chunk: it all loads anyway, and
            // as dozens of small shared chunks it was dozens of requests in a row.
            { name: 'app', tags: ['$initial'], priority: 3 },
            // Mantine's components the lazy pages use, in one chunk: shared by nearly every page, they were
            // one small chunk each, and over HTTP/1.1 a page waited for them six at a time.
            {
              name: 'mantine',
              test: /node_modules[\\/](@mantine[\\/](core|hooks)|@floating-ui)[\\/]/,
              minShareCount: 6,
              priority: 2,
            },
            // Icons go with the pages that use them: one chunk per set of pages rather than one per icon.
            {
              name: 'icons',
              test: /node_modules[\\/]@tabler[\\/]icons-react[\\/]/,
              entriesAware: true,
              entriesAwareMergeThreshold: 8_000,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
