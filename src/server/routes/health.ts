import type { FastifyInstance } from 'fastify';
import { healthEndpoints, type Readiness } from '../../contract/health';
import { isCatalogLoaded } from '../catalog/load-catalog';
import { defineRoute } from '../http/define-route';

// GET /healthz and /readyz (contract/health.ts): public, JSON, cheap. /readyz asks the storage
// (storage.health.ready: one small read, which is the database check, and the migrations applied);
// the catalog check looks at this process's memory only.

async function databaseChecks(app: FastifyInstance): Promise<{ database: boolean; migrations: boolean }> {
  try {
    return await app.ctx.storage.health.ready();
  } catch (err) {
    app.log.warn({ err }, 'readiness: the database did not answer');
    return { database: false, migrations: false };
  }
}

export function healthRoutes(app: FastifyInstance): void {
  defineRoute(app, healthEndpoints.healthz, () => ({ status: 'ok' as const }), { auth: false });
  defineRoute(
    app,
    healthEndpoints.readyz,
    async ({ reply }) => {
      const checks = { ...(await databaseChecks(app)), catalog: isCatalogLoaded() };
      const body: Readiness = { status: Object.values(checks).every(Boolean) ? 'ready' : 'not_ready', checks };
      reply.header('cache-control', 'no-store');
      if (body.status === 'not_ready') reply.code(503);
      return body;
    },
    { auth: false },
  );
}
