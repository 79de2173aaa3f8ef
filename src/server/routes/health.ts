import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { healthEndpoints, type Readiness } from '../../contract/health';
import { isCatalogLoaded } from '../catalog/load-catalog';
import { defineRoute } from '../http/define-route';
import { migrations } from '../db/migrations';

// GET /healthz and /readyz (contract/health.ts): public, JSON, cheap. /readyz reads one small table
// (Kysely's migration log) on the read connection: that read is the database check, the names in it
// the migrations check; the catalog check looks at this process's memory only.

const expectedMigrations = Object.keys(migrations);

async function appliedMigrations(app: FastifyInstance): Promise<Set<string> | null> {
  try {
    const r = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(app.ctx.readDb);
    return new Set(r.rows.map((row) => row.name));
  } catch (err) {
    app.log.warn({ err }, 'readiness: the database did not answer');
    return null;
  }
}

export function healthRoutes(app: FastifyInstance): void {
  defineRoute(app, healthEndpoints.healthz, () => ({ status: 'ok' as const }), { auth: false });
  defineRoute(
    app,
    healthEndpoints.readyz,
    async ({ reply }) => {
      const applied = await appliedMigrations(app);
      const checks = {
        database: applied !== null,
        migrations: applied !== null && expectedMigrations.every((name) => applied.has(name)),
        catalog: isCatalogLoaded(),
      };
      const body: Readiness = { status: Object.values(checks).every(Boolean) ? 'ready' : 'not_ready', checks };
      reply.header('cache-control', 'no-store');
      if (body.status === 'not_ready') reply.code(503);
      return body;
    },
    { auth: false },
  );
}
