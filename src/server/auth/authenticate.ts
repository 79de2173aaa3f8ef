import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/errors';
import { resolveToken, type Principal } from './tokens';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * Authenticates the request's bearer token and checks it belongs to `partnerSlug` (the path's
 * {partner}). 401 when the token is missing or unknown; 403 when it belongs to another partner
 * (an unknown partner slug answers 403 as well, so slugs cannot be probed).
 */
export async function authenticate(request: FastifyRequest, partnerSlug: string): Promise<Principal> {
  const header = request.headers.authorization;
  const match = header ? BEARER.exec(header) : null;
  if (!match?.[1]) {
    throw new AppError('unauthenticated', 'Unauthenticated. Send Authorization: Bearer <token>.');
  }
  const principal = await resolveToken(request.server.ctx.readDb, match[1], request.server.ctx.now(), request.server.ctx.db);
  if (!principal) throw new AppError('unauthenticated', 'Unauthenticated. The bearer token is invalid.');
  if (principal.partnerSlug !== partnerSlug) {
    throw new AppError('forbidden', 'This token does not give access to this partner.');
  }
  return principal;
}
