import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../schema';

// The SQLite-specific SQL of the asset list: free-text search through the FTS5 trigram index (migration 0002).
// A search string of at least 3 characters is matched as a case-insensitive substring of any one
// searchable field. Shorter strings cannot use a trigram index; the contract rejects them (422).

export { MIN_SEARCH_CHARS } from '../../../contract/assets';

/** FTS5 query matching `term` as a substring: one quoted phrase, inner quotes doubled. */
export function ftsSubstringQuery(term: string): string {
  return `"${term.replace(/"/g, '""')}"`;
}

/** `assets.seq IN (rowids whose searchable text contains term)`. */
export function assetSearchCondition(term: string): RawBuilder<boolean> {
  return sql<boolean>`assets.seq IN (SELECT rowid FROM assets_fts WHERE assets_fts MATCH ${ftsSubstringQuery(term)})`;
}

/**
 * A column reference the planner will not use an index for (SQLite's unary-plus hint), so the
 * list reads rows in sort-index order instead (asset-list-query.ts, strategy sort-index). On
 * Postgres the equivalent is left to its cost-based planner.
 */
export function withoutIndex(column: string): RawBuilder<string | null> {
  return sql<string | null>`+${sql.ref(column)}`;
}

/** The rowids (asset seqs) whose searchable text contains term, as a one-column query `seq`. */
export function searchRowids(db: Kysely<Database>, term: string) {
  return db
    .selectFrom(sql<{ seq: number }>`(SELECT rowid AS seq FROM assets_fts WHERE assets_fts MATCH ${ftsSubstringQuery(term)})`.as('fts'))
    .select('fts.seq');
}

/** Number of indexed assets (of every partner) whose searchable text contains term. */
export async function countSearchMatches(db: Kysely<Database>, term: string): Promise<number> {
  const row = await db
    .selectFrom(searchRowids(db, term).as('m'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
