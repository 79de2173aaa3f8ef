import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ensurePartner } from '../db/partners-repo';
import { toIsoTimestamp, type Database } from '../db/schema';

// Bearer tokens: 32 random bytes (base64url), stored only as their SHA-256. A lookup by hash is
// an index equality on a digest, so no timing comparison of the secret itself ever happens.

export const TOKEN_BYTES = 32;
/** last_used_at is refreshed at most this often, to keep reads from turning into writes. */
export const TOKEN_TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function generateToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

export interface Principal {
  partnerId: number;
  partnerSlug: string;
  /** The user the token acts for: added_by of what it submits. */
  userLabel: string;
}

export interface IssuedToken extends Principal {
  token: string;
}

/** Creates a token for `userLabel` on partner `partnerSlug` (creating the partner if new). */
export async function issueToken(db: Kysely<Database>, partnerSlug: string, userLabel: string, now: Date = new Date()): Promise<IssuedToken> {
  return db.transaction().execute(async (trx) => {
    const partner = await ensurePartner(trx, partnerSlug, now);
    const token = generateToken();
    await trx
      .insertInto('tokens')
      .values({ partner_id: partner.id, user_label: userLabel, token_hash: hashToken(token), created_at: toIsoTimestamp(now), last_used_at: null })
      .execute();
    return { token, partnerId: partner.id, partnerSlug: partner.slug, userLabel };
  });
}

/**
 * The principal a raw token stands for, or null when it is unknown. Looked up on `db` (the server
 * passes its read connection); the occasional last_used_at refresh goes to `writer` (default: db).
 */
export async function resolveToken(db: Kysely<Database>, token: string, now: Date = new Date(), writer: Kysely<Database> = db): Promise<Principal | null> {
  const row = await db
    .selectFrom('tokens')
    .innerJoin('partners', 'partners.id', 'tokens.partner_id')
    .select(['tokens.id as tokenId', 'tokens.user_label', 'tokens.last_used_at', 'partners.id as partnerId', 'partners.slug'])
    .where('tokens.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return null;
  const last = row.last_used_at ? Date.parse(row.last_used_at) : 0;
  if (now.getTime() - last > TOKEN_TOUCH_INTERVAL_MS) {
    await writer.updateTable('tokens').set({ last_used_at: toIsoTimestamp(now) }).where('id', '=', row.tokenId).execute();
  }
  return { partnerId: row.partnerId, partnerSlug: row.slug, userLabel: row.user_label };
}
