import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const bffPort = process.env.PORT ?? '8080';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${bffPort}` },
  },
  build: { outDir: 'dist', sourcemap: false },
});
