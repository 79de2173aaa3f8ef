import type { Kysely } from 'kysely';
import { ensurePartner } from './partners-repo';
import type { PartnersRepo, StoredToken, TokenLookup, TokensRepo } from './port';
import type { Database } from './schema';
import { countPartners } from './partners-repo';

// Tokens and partners in dialect-neutral Kysely (the same SQL on SQLite and Postgres): each engine
// passes its read connection (lookups) and its write connection.

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

function stored(r: Row): StoredToken {
  return {
    id: Number(r.id),
    partnerSlug: r.slug,
    userLabel: r.user_label,
    createdAt: r.created_at,
    lastUsedAt: r.last_used_at,
    expiresAt: r.expires_at,
    revokedAt: r.revoked_at,
  };
}

export function kyselyTokensRepo(reader: Kysely<Database>, writer: Kysely<Database>): TokensRepo {
  return {
    insert(input) {
      return writer.transaction().execute(async (trx) => {
        const partner = await ensurePartner(trx, input.partnerSlug, new Date(input.createdAt));
        const row = await trx
          .insertInto('tokens')
          .values({
            partner_id: partner.id,
            user_label: input.userLabel,
            token_hash: input.tokenHash,
            created_at: input.createdAt,
            last_used_at: null,
            expires_at: input.expiresAt,
            revoked_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { tokenId: Number(row.id), partner };
      });
    },
    async findByHash(tokenHash): Promise<TokenLookup | null> {
      const row = await reader
        .selectFrom('tokens')
        .innerJoin('partners', 'partners.id', 'tokens.partner_id')
        .select(['tokens.id as tokenId', 'tokens.user_label', 'tokens.last_used_at', 'tokens.expires_at', 'tokens.revoked_at', 'partners.id as partnerId', 'partners.slug'])
        .where('tokens.token_hash', '=', tokenHash)
        .executeTakeFirst();
      if (!row) return null;
      return {
        tokenId: Number(row.tokenId),
        partnerId: Number(row.partnerId),
        partnerSlug: row.slug,
        userLabel: row.user_label,
        lastUsedAt: row.last_used_at,
        expiresAt: row.expires_at,
        revokedAt: row.revoked_at,
      };
    },
    async touch(tokenId, at) {
      await writer.updateTable('tokens').set({ last_used_at: at }).where('id', '=', tokenId).execute();
    },
    async listOfPartner(partnerSlug) {
      const rows = await reader
        .selectFrom('tokens')
        .innerJoin('partners', 'partners.id', 'tokens.partner_id')
        .select(columns)
        .where('partners.slug', '=', partnerSlug)
        .orderBy('tokens.id')
        .execute();
      return rows.map(stored);
    },
    revoke(which, at) {
      return writer.transaction().execute(async (trx) => {
        const find = () => {
          const q = trx.selectFrom('tokens').innerJoin('partners', 'partners.id', 'tokens.partner_id').select(columns);
          return ('id' in which ? q.where('tokens.id', '=', which.id) : q.where('tokens.token_hash', '=', which.tokenHash)).executeTakeFirst();
        };
        const row = await find();
        if (!row) return null;
        if (row.revoked_at === null) await trx.updateTable('tokens').set({ revoked_at: at }).where('id', '=', row.id).execute();
        const after = await find();
        return after ? stored(after) : null;
      });
    },
  };
}

export function kyselyPartnersRepo(reader: Kysely<Database>): PartnersRepo {
  return { count: () => countPartners(reader) };
}
