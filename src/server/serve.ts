import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from './app';
import { loadCatalog } from './catalog/load-catalog';
import type { ServerConfig } from './config';

/** How long a graceful shutdown may take before the process exits anyway. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Builds the app, listens, and closes gracefully on SIGINT/SIGTERM: stop accepting connections,
 * finish in-flight requests, stop the in-process worker, close the database (app onClose hooks).
 */
export async function serve(config: ServerConfig, options: Omit<BuildAppOptions, 'dataDir'> = {}): Promise<FastifyInstance> {
  const app = await buildApp({ logger: { level: process.env.LOG_LEVEL ?? 'info' }, ...options, dataDir: config.dataDir });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) {
      app.log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    closing = true;
    app.log.info(`${signal}: shutting down`);
    const timer = setTimeout(() => {
      app.log.error('graceful shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  // The API serializes every asset against the catalog: load it before taking traffic, so that
  // /readyz turns ready once (and because) the first list will not stall on it.
  loadCatalog();
  await app.listen({ port: config.port, host: config.host });
  return app;
}
