import type { FastifyInstance } from 'fastify';
import { requestOrigin } from '../http/request-url';
import { readApiNotes } from './api-notes';

/**
 * GET /openapi.json (public): the OpenAPI 3.1 document generated from the contract, built once, with
 * the README's API notes appended to info.description (the API reference page at /docs shows them).
 */
export function openApiRoutes(app: FastifyInstance): void {
  let cached: Promise<Record<string, unknown>> | null = null;
  const build = async () => {
    // Loaded on first use: the document covers the tools too, whose registry the API routes don't need.
    const doc = (await import('../../contract/openapi')).buildOpenApiDocument();
    const info = doc.info as { description: string };
    const notes = readApiNotes();
    return notes ? { ...doc, info: { ...info, description: `${info.description}\n\n## API notes\n\n${notes}` } } : doc;
  };
  app.get('/openapi.json', async (request) => {
    cached ??= build();
    return { ...(await cached), servers: [{ url: requestOrigin(request) }] };
  });
}
