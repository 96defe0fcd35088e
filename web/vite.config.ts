import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './precompress';

// Built into the server's output, which serves it at / (src/web/static.ts).
export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: path.resolve(import.meta.dirname, '../dist/web'),
    emptyOutDir: true,
    assetsDir: 'assets',
  },
  server: {
    // `npm run dev -w web` next to `npm run dev`: the API answers under /api.
    proxy: { '/api': 'http://localhost:3000' },
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
  },
});
