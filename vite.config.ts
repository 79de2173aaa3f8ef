import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { precompress } from './scripts/vite-plugin-precompress';
import { scanAssets } from './scripts/vite-scan-assets';

/**
 * The API integration suite that also runs on PostgreSQL (project `postgres`: TEST_ENGINE=postgres,
 * each file's app on a fresh database; testing/test-app.ts) when TEST_DATABASE_URL names a cluster —
 * `npm test` starts a throwaway one. Tests of SQLite internals (pragmas, WAL, EXPLAIN QUERY PLAN,
 * the write connection) stay in the `sqlite` project only.
 */
export const API_SUITE_BOTH_ENGINES = [
  'src/server/routes/age-and-warranty.test.ts',
  'src/server/routes/auth.test.ts',
  'src/server/routes/claimed-status.test.ts',
  'src/server/routes/create-asset-added-from.test.ts',
  'src/server/routes/create-asset.test.ts',
  'src/server/routes/get-asset.test.ts',
  'src/server/routes/list-assets.test.ts',
  'src/server/routes/models.test.ts',
  'src/server/routes/nomenclature-assets.test.ts',
  'src/server/routes/openapi.test.ts',
  'src/server/routes/requests.test.ts',
  'src/server/routes/replacement.test.ts',
  'src/server/routes/tools.test.ts',
  'src/server/routes/upload.test.ts',
  'src/server/http/cors.test.ts',
];

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
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    projects: [
      { extends: true, test: { name: 'sqlite', include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'] } },
      ...(process.env.TEST_DATABASE_URL ? [{ extends: true as const, test: { name: 'postgres', include: API_SUITE_BOTH_ENGINES, env: { TEST_ENGINE: 'postgres' } } }] : []),
    ],
  },
});
