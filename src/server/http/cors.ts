import type { FastifyInstance } from 'fastify';

// CORS for the API, so a dashboard served from another origin (the Base URL setting) can call
// this server. Credentials are bearer tokens in the Authorization header, never cookies, so any
// origin may call: a page on another origin still needs a token to get anything.

/** How long a browser may cache a preflight answer (seconds). */
export const CORS_PREFLIGHT_MAX_AGE_S = 600;
const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept, X-CSRF-TOKEN';
const ALLOWED_METHODS = 'GET, POST, OPTIONS';
/** What a cross-origin caller may read: the rate limit's state, so it can slow down. */
const EXPOSED_HEADERS = 'Content-Type, Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset';

export function installCors(app: FastifyInstance, apiPrefixes: readonly string[]): void {
  const isApi = (url: string) => apiPrefixes.some((p) => url.startsWith(p));
  app.addHook('onRequest', async (request, reply) => {
    if (!isApi(request.url)) return;
    // Images (/static/) load in no-cors mode, without an Origin header: readable from any origin.
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    if (request.headers.origin === undefined) return;
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    if (request.method === 'OPTIONS') {
      reply
        .header('Access-Control-Allow-Methods', ALLOWED_METHODS)
        .header('Access-Control-Allow-Headers', ALLOWED_HEADERS)
        .header('Access-Control-Max-Age', String(CORS_PREFLIGHT_MAX_AGE_S))
        .code(204)
        .send();
    }
  });
}
