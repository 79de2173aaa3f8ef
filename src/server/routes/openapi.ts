import type { FastifyInstance } from 'fastify';
import { requestOrigin } from '../http/request-url';

/** GET /openapi.json (public): the OpenAPI 3.1 document generated from the contract, built once. */
export function openApiRoutes(app: FastifyInstance): void {
  let cached: Promise<Record<string, unknown>> | null = null;
  app.get('/openapi.json', async (request) => {
    // Loaded on first use: the document covers the tools too, whose registry the API routes don't need.
    cached ??= import('../../contract/openapi').then((m) => m.buildOpenApiDocument());
    return { ...(await cached), servers: [{ url: requestOrigin(request) }] };
  });
}
