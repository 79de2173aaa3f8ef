import { createHash, randomBytes } from 'node:crypto';
import type { TokensRepo } from '../storage/port';
import { toIsoTimestamp } from '../storage/schema';

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
  tokens: TokensRepo,
  partnerSlug: string,
  userLabel: string,
  now: Date = new Date(),
  options: { expiresInDays?: number } = {},
): Promise<IssuedToken> {
  const expiresAt = options.expiresInDays === undefined ? null : toIsoTimestamp(new Date(now.getTime() + options.expiresInDays * MS_PER_DAY));
  const token = generateToken();
  const { tokenId, partner } = await tokens.insert({ partnerSlug, userLabel, tokenHash: hashToken(token), createdAt: toIsoTimestamp(now), expiresAt });
  return { token, tokenId, partnerId: partner.id, partnerSlug: partner.slug, userLabel, expiresAt };
}

/** When this process last wrote last_used_at, per token id (ms since the epoch). */
const touchedAtMs = new Map<number, number>();

/** Whether a token row is accepted at `now`: not revoked, not expired. */
export function isTokenActive(row: { expires_at: string | null; revoked_at: string | null }, now: Date): boolean {
  if (row.revoked_at !== null) return false;
  return row.expires_at === null || Date.parse(row.expires_at) > now.getTime();
}

/**
 * The principal a raw token stands for, or null when it is unknown, revoked or expired (the server's
 * storage looks it up on its read connection). The last_used_at refresh (at most once per
 * TOKEN_TOUCH_INTERVAL_MS) is not awaited: the request never waits for a write. `onTouchError`
 * hears of a failed one.
 */
export async function resolveToken(
  tokens: TokensRepo,
  token: string,
  now: Date = new Date(),
  onTouchError: (err: unknown) => void = () => undefined,
): Promise<Principal | null> {
  const row = await tokens.findByHash(hashToken(token));
  if (!row || !isTokenActive({ expires_at: row.expiresAt, revoked_at: row.revokedAt }, now)) return null;
  const last = Math.max(row.lastUsedAt ? Date.parse(row.lastUsedAt) : 0, touchedAtMs.get(row.tokenId) ?? 0);
  if (now.getTime() - last >= TOKEN_TOUCH_INTERVAL_MS) {
    touchedAtMs.set(row.tokenId, now.getTime());
    tokens.touch(row.tokenId, toIsoTimestamp(now)).catch((err: unknown) => {
      touchedAtMs.delete(row.tokenId);
      onTouchError(err);
    });
  }
  return { tokenId: row.tokenId, partnerId: row.partnerId, partnerSlug: row.partnerSlug, userLabel: row.userLabel };
}
