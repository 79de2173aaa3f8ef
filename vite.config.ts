import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { precompress } from './scripts/vite-plugin-precompress';
import { scanAssets } from './scripts/vite-scan-assets';

// One config for the dashboard build (vite build) and the unit/integration tests (vitest).
export default defineConfig({
  plugins: [react(), tailwindcss(), scanAssets(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The API reference page's Swagger UI is one prebuilt ~1.7 MB module, loaded only at /docs.
    chunkSizeWarningLimit: 2000,
    // The dashboard, and the API reference page served at /docs.
    rollupOptions: { input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), docs: fileURLToPath(new URL('./docs.html', import.meta.url)) } },
  },
  worker: { format: 'es' },
  server: {
    // `npm run dev` proxies the API to a server started with `npm run serve`.
    proxy: {
      '/enrichment': 'http://127.0.0.1:8080',
      '/gateway': 'http://127.0.0.1:8080',
      '/openapi.json': 'http://127.0.0.1:8080',
      '/static': 'http://127.0.0.1:8080',
      '/healthz': 'http://127.0.0.1:8080',
      '/readyz': 'http://127.0.0.1:8080',
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
