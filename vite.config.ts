import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const bffPort = process.env.PORT ?? '8080';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${bffPort}` },
  },
  // BUILD_OUT_DIR lets several builds (say, parallel browser-test runs) keep apart; the BFF reads STATIC_DIR.
  build: { outDir: process.env.BUILD_OUT_DIR ?? 'dist', emptyOutDir: true, sourcemap: false },
});
