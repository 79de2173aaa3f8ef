import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/errors';
import { resolveToken, type Principal } from './tokens';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** Each request's token, resolved once (the rate limiter keys on it before authentication runs). */
const resolved = new WeakMap<FastifyRequest, Promise<Principal | null>>();

/** The bearer token of the request, if its Authorization header carries one. */
function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return (header ? BEARER.exec(header)?.[1] : undefined) ?? null;
}

/** The principal of the request's bearer token; null without one, or when it is unknown, revoked or expired. */
export function principalOf(request: FastifyRequest): Promise<Principal | null> {
  let p = resolved.get(request);
  if (!p) {
    const token = bearerToken(request);
    const { ctx } = request.server;
    p = token ? resolveToken(ctx.storage.tokens, token, ctx.now(), (err) => request.log.warn({ err }, 'could not record the token\'s last use')) : Promise.resolve(null);
    resolved.set(request, p);
  }
  return p;
}

/**
 * Authenticates the request's bearer token and checks it belongs to `partnerSlug` (the path's
 * {partner}). 401 when the token is missing, unknown, revoked or expired; 403 when it belongs to
 * another partner (an unknown partner slug answers 403 as well, so slugs cannot be probed).
 */
export async function authenticate(request: FastifyRequest, partnerSlug: string): Promise<Principal> {
  if (!bearerToken(request)) {
    throw new AppError('unauthenticated', 'Unauthenticated. Send Authorization: Bearer <token>.');
  }
  const principal = await principalOf(request);
  if (!principal) throw new AppError('unauthenticated', 'Unauthenticated. The bearer token is invalid, revoked or expired.');
  if (principal.partnerSlug !== partnerSlug) {
    throw new AppError('forbidden', 'This token does not give access to this partner.');
  }
  return principal;
}
