import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

// The built dashboard (and the API reference page, part of the same Vite build) with the files the
// build precompressed beside each asset (.br, .gz: scripts/vite-plugin-precompress.ts), chosen by
// the request's Accept-Encoding; and on-the-fly compression of other large responses (JSON lists).

/** Vite's hashed output (build.assetsDir): a changed file gets a new name, so it can be kept a year. */
export const HASHED_ASSETS_DIR = 'assets';
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** index.html and the unhashed files (favicon): revalidated on every load (ETag / Last-Modified). */
export const REVALIDATE_CACHE_CONTROL = 'no-cache';

/**
 * Compresses responses of compressible types from @fastify/compress's threshold (1 KiB) on, brotli
 * when accepted (at the plugin's quality 4: fast enough per request), else gzip. Files sent with a
 * Content-Encoding already (the precompressed ones) pass through untouched.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { global: true, encodings: ['br', 'gzip'] });
}

export function dashboardCacheHeaders(dashboardDir: string) {
  return (res: { setHeader(name: string, value: string): unknown }, filePath: string): void => {
    const rel = path.relative(dashboardDir, filePath);
    const hashed = rel.startsWith(HASHED_ASSETS_DIR + path.sep);
    res.setHeader('cache-control', hashed ? IMMUTABLE_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL);
    // The same URL is sent brotli, gzip or plain by the request's Accept-Encoding.
    res.setHeader('vary', 'Accept-Encoding');
  };
}

/** Serves `dashboardDir` at / (and decorates reply.sendFile with the same headers, for index.html). */
export async function serveDashboard(app: FastifyInstance, dashboardDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: dashboardDir,
    prefix: '/',
    decorateReply: true,
    index: false,
    wildcard: false,
    preCompressed: true,
    // Cache-Control comes from dashboardCacheHeaders, not from send's default max-age=0.
    cacheControl: false,
    setHeaders: dashboardCacheHeaders(dashboardDir),
  });
}
