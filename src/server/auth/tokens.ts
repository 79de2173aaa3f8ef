import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ensurePartner } from '../db/partners-repo';
import { toIsoTimestamp, type Database } from '../db/schema';

// Bearer tokens: 32 random bytes (base64url), stored only as their SHA-256. A lookup by hash is
// an index equality on a digest, so no timing comparison of the secret itself ever happens.
// Every request looks its token up in the database (one indexed read on the read connection), so a
// token revoked or expired is refused at once by every process sharing the database: no cache.

export const TOKEN_BYTES = 32;
/**
 * last_used_at is written at most this often per token and process, so that reads do not turn into
 * writes: `--list` shows the last use to the minute.
 */
export const TOKEN_TOUCH_INTERVAL_MS = 60 * 1000;
export const MS_PER_DAY = 24 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function generateToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

export interface Principal {
  /** The token's row id (what `--list` shows and `--revoke` takes; the rate limit's key). */
  tokenId: number;
  partnerId: number;
  partnerSlug: string;
  /** The user the token acts for: added_by of what it submits. */
  userLabel: string;
}

export interface IssuedToken extends Principal {
  token: string;
  /** ISO timestamp from which the token is refused; null: no expiry. */
  expiresAt: string | null;
}

/**
 * Creates a token for `userLabel` on partner `partnerSlug` (creating the partner if new), valid
 * until revoked or, with `expiresInDays`, until that many days from `now`.
 */
export async function issueToken(
  db: Kysely<Database>,
  partnerSlug: string,
  userLabel: string,
  now: Date = new Date(),
  options: { expiresInDays?: number } = {},
): Promise<IssuedToken> {
  const expiresAt = options.expiresInDays === undefined ? null : toIsoTimestamp(new Date(now.getTime() + options.expiresInDays * MS_PER_DAY));
  return db.transaction().execute(async (trx) => {
    const partner = await ensurePartner(trx, partnerSlug, now);
    const token = generateToken();
    const row = await trx
      .insertInto('tokens')
      .values({
        partner_id: partner.id,
        user_label: userLabel,
        token_hash: hashToken(token),
        created_at: toIsoTimestamp(now),
        last_used_at: null,
        expires_at: expiresAt,
        revoked_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { token, tokenId: row.id, partnerId: partner.id, partnerSlug: partner.slug, userLabel, expiresAt };
  });
}

/** When this process last wrote last_used_at, per token id (ms since the epoch). */
const touchedAtMs = new Map<number, number>();

/** Whether a token row is accepted at `now`: not revoked, not expired. */
export function isTokenActive(row: { expires_at: string | null; revoked_at: string | null }, now: Date): boolean {
  if (row.revoked_at !== null) return false;
  return row.expires_at === null || Date.parse(row.expires_at) > now.getTime();
}

/**
 * The principal a raw token stands for, or null when it is unknown, revoked or expired. Looked up on
 * `db` (the server passes its read connection). The last_used_at refresh (at most once per
 * TOKEN_TOUCH_INTERVAL_MS) goes to `writer` (default: db) and is not awaited: the request never waits
 * for the write connection, which a worker transaction may hold. `onTouchError` hears of a failed one.
 */
export async function resolveToken(
  db: Kysely<Database>,
  token: string,
  now: Date = new Date(),
  writer: Kysely<Database> = db,
  onTouchError: (err: unknown) => void = () => undefined,
): Promise<Principal | null> {
  const row = await db
    .selectFrom('tokens')
    .innerJoin('partners', 'partners.id', 'tokens.partner_id')
    .select(['tokens.id as tokenId', 'tokens.user_label', 'tokens.last_used_at', 'tokens.expires_at', 'tokens.revoked_at', 'partners.id as partnerId', 'partners.slug'])
    .where('tokens.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || !isTokenActive(row, now)) return null;
  const last = Math.max(row.last_used_at ? Date.parse(row.last_used_at) : 0, touchedAtMs.get(row.tokenId) ?? 0);
  if (now.getTime() - last >= TOKEN_TOUCH_INTERVAL_MS) {
    touchedAtMs.set(row.tokenId, now.getTime());
    writer
      .updateTable('tokens')
      .set({ last_used_at: toIsoTimestamp(now) })
      .where('id', '=', row.tokenId)
      .execute()
      .catch((err: unknown) => {
        touchedAtMs.delete(row.tokenId);
        onTouchError(err);
      });
  }
  return { tokenId: row.tokenId, partnerId: row.partnerId, partnerSlug: row.slug, userLabel: row.user_label };
}
