import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { principalOf } from '../auth/authenticate';
import { AppError } from './errors';

// Per-token rate limit on the API (README "Deployment"): a fixed one-minute window per key, kept in
// this process's memory. The key is the token's id when the request carries a valid token, else the
// client IP (req.ip: the proxy's view with TRUST_PROXY), so random or revoked tokens do not each get
// a fresh allowance. With N processes behind one balancer a token may make up to N times the limit.

export const RATE_LIMIT_WINDOW_MS = 60_000;

export async function installRateLimit(app: FastifyInstance, perMinute: number): Promise<void> {
  await app.register(rateLimit, {
    // Mounted explicitly by defineRoute on the authenticated endpoints only (apiRateLimitHook).
    global: false,
    max: perMinute,
    timeWindow: RATE_LIMIT_WINDOW_MS,
    keyGenerator: async (request) => {
      const principal = await principalOf(request);
      return principal ? `token:${principal.tokenId}` : `ip:${request.ip}`;
    },
    errorResponseBuilder: (_request, ctx) =>
      new AppError('rate_limited', `Too many requests: at most ${ctx.max} a minute for this token. Retry in ${Math.max(1, Math.ceil(ctx.ttl / 1000))} s.`),
  });
}

/** The rate limit's onRequest hook, or null when the app has none (installRateLimit not called). */
export function apiRateLimitHook(app: FastifyInstance): onRequestHookHandler | null {
  return app.hasDecorator('rateLimit') ? (app.rateLimit() as onRequestHookHandler) : null;
}
