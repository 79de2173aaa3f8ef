import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { scanAssets } from './scripts/vite-scan-assets';

// One config for the dashboard build (vite build) and the unit/integration tests (vitest).
export default defineConfig({
  plugins: [react(), tailwindcss(), scanAssets()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 600 },
  worker: { format: 'es' },
  server: {
    // `npm run dev` proxies the API to a server started with `npm run serve`.
    proxy: {
      '/enrichment': 'http://127.0.0.1:8080',
      '/gateway': 'http://127.0.0.1:8080',
      '/openapi.json': 'http://127.0.0.1:8080',
      '/static': 'http://127.0.0.1:8080',
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
