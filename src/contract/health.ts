import { z } from 'zod';
import type { EndpointDef } from './endpoints';

// Health checks for load balancers and orchestrators (public, no token): /healthz says the process
// answers; /readyz that it can serve (database reachable, migrations applied, catalog loaded).

export const healthResponseSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Health' });

export const readinessResponseSchema = z
  .object({
    status: z.enum(['ready', 'not_ready']),
    checks: z.object({
      database: z.boolean().describe('A read on the database answered'),
      migrations: z.boolean().describe('Every migration this build knows is applied'),
      catalog: z.boolean().describe('The model catalog is loaded in this process'),
    }),
  })
  .meta({ id: 'Readiness' });
export type Readiness = z.infer<typeof readinessResponseSchema>;

const noParams = z.object({});

export const healthEndpoints = {
  healthz: {
    id: 'healthz',
    method: 'GET',
    path: '/healthz',
    summary: 'Liveness: the process answers (no database access)',
    tag: 'Operations',
    params: noParams,
    public: true,
    responses: { 200: { description: 'The process is up', schema: healthResponseSchema } },
  },
  readyz: {
    id: 'readyz',
    method: 'GET',
    path: '/readyz',
    summary: 'Readiness: database reachable, migrations applied, catalog loaded',
    tag: 'Operations',
    params: noParams,
    public: true,
    responses: {
      200: { description: 'Ready to serve', schema: readinessResponseSchema },
      503: { description: 'Not ready: the failing check is false', schema: readinessResponseSchema },
    },
  },
} satisfies Record<string, EndpointDef>;
