import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { searchParamsToObject } from '../contract/query-string';
import type { ServerContext } from './http/context';
import { installCors } from './http/cors';
import { installErrorHandler } from './http/error-handler';
import { httpPolicyFromEnv, type HttpPolicy } from './http/http-policy';
import { installRateLimit } from './http/rate-limit';
import { installSecurityHeaders } from './http/security-headers';
import { installCompression, serveDashboard } from './http/static-files';
import { routeModules } from './routes';
import { INLINE_IMPORT_MAX_ROWS } from './routes/upload';
import { openStorage, type StorageConfig } from './storage';
import type { Storage } from './storage/port';
import { startWorker } from './worker/start-worker';

// buildApp: the whole service as a Fastify instance — what tests build and inject into without a
// port, and what main.ts / start.ts listen with. main.ts owns signals; this owns resources.

/** JSON bodies (single asset, tools) are small; CSV uploads go through multipart with their own limit. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
/** Paths the API owns: never answered with the dashboard's index.html. */
const API_PREFIXES = ['/enrichment/', '/gateway/', '/openapi.json', '/static/', '/healthz', '/readyz'];
/**
 * A request for a file (a last path segment with an extension: `/assets/index-3fa1.js`) that the build does not hold.
 * It gets a 404, not index.html: a page still open from a previous build asks for that build's chunks, and HTML
 * served as a script fails as a MIME error and a blank page instead of "could not be loaded". Client routes have no
 * extension (asset ids are UUIDs).
 */
const FILE_PATH = /\/[^/]*\.[A-Za-z0-9]{1,10}$/;
/** The API reference page (docs.html of the dashboard build). */
export const API_REFERENCE_PATH = '/docs';

export interface BuildAppOptions {
  /** Directory of the SQLite database (default env DATA_DIR or ./.data). Ignored when `storage` is given. */
  dataDir?: string;
  /** The engine and its tuning (default: env DATABASE_URL, DATA_DIR; storage/index.ts). Ignored when `storage` is given. */
  storageConfig?: Omit<StorageConfig, 'dataDir'>;
  /** An open storage to use (the caller closes it); otherwise one is opened and closed with the app. */
  storage?: Storage;
  /** Run the enrichment worker in this process (main/start: yes; tests: only when they want it). */
  startWorker?: boolean;
  /** The in-process worker's poll interval while idle (default IDLE_POLL_MS; tests raise it). */
  workerIdlePollMs?: number;
  /** The day ages and warranty tiers are computed against (default: now). */
  today?: () => Date;
  /** Wall clock for timestamps and the date presets (default: new Date()). */
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** Built dashboard (vite build output) served at / with SPA fallback; omitted or missing: not served. */
  dashboardDir?: string;
  /**
   * Uploads with at most this many rows are committed before the 201, larger ones accepted and
   * imported by a worker (default INLINE_IMPORT_MAX_ROWS; tests lower it to exercise the import).
   */
  uploadInlineMaxRows?: number;
  /** Static files served at /static/ (default ./public/static). */
  staticDir?: string;
  /** Rate limit, CSP connect-src, trusted proxies (default: from the environment, http/http-policy.ts). */
  httpPolicy?: Partial<HttpPolicy>;
}

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const ownsStorage = !options.storage;
  const storage = options.storage ?? (await openStorage({ ...options.storageConfig, ...(options.dataDir ? { dataDir: options.dataDir } : {}) }));
  const now = options.now ?? (() => new Date());
  const policy: HttpPolicy = { ...httpPolicyFromEnv(), ...options.httpPolicy };

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: MAX_JSON_BODY_BYTES,
    // Array parameters travel as name[]=a&name[]=b (contract/query-string.ts).
    routerOptions: { querystringParser: (raw: string) => searchParamsToObject(new URLSearchParams(raw)) },
    // Client IPs (rate limit, logs) from X-Forwarded-For only when the peer is a listed proxy.
    trustProxy: policy.trustProxy,
  });

  const ctx: ServerContext = {
    storage,
    workAdded: () => undefined,
    uploadInlineMaxRows: options.uploadInlineMaxRows ?? INLINE_IMPORT_MAX_ROWS,
    now,
    today: options.today ?? now,
  };
  app.decorate('ctx', ctx);
  const dashboardDir = options.dashboardDir ? path.resolve(options.dashboardDir) : null;
  const dashboardBuilt = dashboardDir !== null && existsSync(path.join(dashboardDir, 'index.html'));
  // SPA fallback: any other GET (or HEAD) that is not an API path or a file gets index.html (client-side routes).
  installErrorHandler(
    app,
    dashboardBuilt && dashboardDir
      ? (request, reply) => {
          const pathname = request.url.split('?')[0] ?? '/';
          if ((request.method === 'GET' || request.method === 'HEAD') && !API_PREFIXES.some((p) => pathname.startsWith(p)) && !FILE_PATH.test(pathname)) {
            return reply.sendFile(pathname === API_REFERENCE_PATH ? 'docs.html' : 'index.html', dashboardDir);
          }
          return reply.code(404).send({ message: `No route for ${request.method} ${pathname}.` });
        }
      : undefined,
  );

  // Before the routes: these plugins hook into every route as it is added.
  await installSecurityHeaders(app, policy.cspConnectSrc);
  await installCompression(app);
  await installRateLimit(app, policy.rateLimitPerMinute);
  installCors(app, API_PREFIXES);
  for (const register of routeModules) await register(app);

  const staticDir = path.resolve(options.staticDir ?? 'public/static');
  if (existsSync(staticDir)) {
    await app.register(fastifyStatic, { root: staticDir, prefix: '/static/', decorateReply: false, index: false });
  }
  if (dashboardBuilt && dashboardDir) await serveDashboard(app, dashboardDir);

  // The in-process enrichment worker shares the app's storage (one write connection per process on
  // SQLite: storage/sqlite/sqlite-storage.ts) and stops, finishing its batch, before the storage closes.
  const worker = options.startWorker
    ? await startWorker({ storage, today: ctx.today, now, log: app.log, ...(options.workerIdlePollMs ? { idlePollMs: options.workerIdlePollMs } : {}) })
    : null;
  if (worker) ctx.workAdded = () => worker.worker.nudge();

  app.addHook('onClose', async () => {
    await worker?.stop();
    if (ownsStorage) await storage.close();
  });
  return app;
}
