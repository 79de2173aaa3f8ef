import type { StoredToken, TokensRepo } from '../storage/port';
import { toIsoTimestamp } from '../storage/schema';
import { hashToken, isTokenActive } from './tokens';

// What `npm run token -- --list` and `--revoke` do: a partner's tokens (never their secret, which is
// not stored) and revocation by id or by the token itself.

export interface TokenInfo {
  id: number;
  partnerSlug: string;
  userLabel: string;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
  revokedAt: string | null;
  /** active, expired or revoked, at the `now` of the listing. */
  state: 'active' | 'expired' | 'revoked';
}

function toInfo(r: StoredToken, now: Date): TokenInfo {
  return { ...r, state: r.revokedAt !== null ? 'revoked' : isTokenActive({ expires_at: r.expiresAt, revoked_at: r.revokedAt }, now) ? 'active' : 'expired' };
}

/** Every token of partner `partnerSlug`, oldest first (empty when the partner does not exist). */
export async function listTokens(tokens: TokensRepo, partnerSlug: string, now: Date = new Date()): Promise<TokenInfo[]> {
  return (await tokens.listOfPartner(partnerSlug)).map((r) => toInfo(r, now));
}

/** A token id as `--list` prints it (digits only; a token is 43 base64url characters). */
const TOKEN_ID = /^[0-9]{1,15}$/;

/**
 * Revokes the token with id `tokenOrId`, or whose secret is `tokenOrId`. Returns it as it is now
 * (revoked_at kept from the first revocation), or null when there is no such token.
 */
export async function revokeToken(tokens: TokensRepo, tokenOrId: string, now: Date = new Date()): Promise<TokenInfo | null> {
  const which = TOKEN_ID.test(tokenOrId) ? { id: Number(tokenOrId) } : { tokenHash: hashToken(tokenOrId) };
  const row = await tokens.revoke(which, toIsoTimestamp(now));
  return row ? toInfo(row, now) : null;
}
