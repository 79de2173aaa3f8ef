import type { Kysely } from 'kysely';
import { toIsoTimestamp, type Database } from '../db/schema';
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

const columns = [
  'tokens.id',
  'partners.slug',
  'tokens.user_label',
  'tokens.created_at',
  'tokens.last_used_at',
  'tokens.expires_at',
  'tokens.revoked_at',
] as const;

type Row = { id: number; slug: string; user_label: string; created_at: string; last_used_at: string | null; expires_at: string | null; revoked_at: string | null };

function toInfo(r: Row, now: Date): TokenInfo {
  return {
    id: r.id,
    partnerSlug: r.slug,
    userLabel: r.user_label,
    createdAt: r.created_at,
    lastUsedAt: r.last_used_at,
    expiresAt: r.expires_at,
    revokedAt: r.revoked_at,
    state: r.revoked_at !== null ? 'revoked' : isTokenActive(r, now) ? 'active' : 'expired',
  };
}

/** Every token of partner `partnerSlug`, oldest first (empty when the partner does not exist). */
export async function listTokens(db: Kysely<Database>, partnerSlug: string, now: Date = new Date()): Promise<TokenInfo[]> {
  const rows = await db
    .selectFrom('tokens')
    .innerJoin('partners', 'partners.id', 'tokens.partner_id')
    .select(columns)
    .where('partners.slug', '=', partnerSlug)
    .orderBy('tokens.id')
    .execute();
  return rows.map((r) => toInfo(r, now));
}

/** A token id as `--list` prints it (digits only; a token is 43 base64url characters). */
const TOKEN_ID = /^[0-9]{1,15}$/;

/**
 * Revokes the token with id `tokenOrId`, or whose secret is `tokenOrId`. Returns it as it is now
 * (revoked_at kept from the first revocation), or null when there is no such token.
 */
export async function revokeToken(db: Kysely<Database>, tokenOrId: string, now: Date = new Date()): Promise<TokenInfo | null> {
  const byId = TOKEN_ID.test(tokenOrId);
  return db.transaction().execute(async (trx) => {
    const where = byId ? { col: 'tokens.id' as const, value: Number(tokenOrId) } : { col: 'tokens.token_hash' as const, value: hashToken(tokenOrId) };
    const find = () =>
      trx.selectFrom('tokens').innerJoin('partners', 'partners.id', 'tokens.partner_id').select(columns).where(where.col, '=', where.value).executeTakeFirst();
    const row = await find();
    if (!row) return null;
    if (row.revoked_at === null) {
      await trx.updateTable('tokens').set({ revoked_at: toIsoTimestamp(now) }).where('id', '=', row.id).execute();
    }
    const after = await find();
    return after ? toInfo(after, now) : null;
  });
}
