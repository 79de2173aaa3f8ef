import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../schema';
import { SEARCHABLE_ASSET_COLUMNS } from '../columns';

// The SQLite-specific SQL of the asset list: free-text search through the FTS5 trigram index (migration 0002).
// A search string of at least 3 characters is matched as a case-insensitive substring of any one
// searchable field. Shorter strings cannot use a trigram index; the contract rejects them (422).
//
// Who writes the index: every insert path of `assets` indexes its new seqs in the transaction that
// inserts them (INDEX_FOR_SEARCH_SQL: the single-asset POST, a small upload's commit, an import
// slice), so an asset is searchable from the moment it is listed, pending or final. No insert
// trigger (migration 0006): a bulk INSERT … SELECT into the index costs less than a row-by-row
// trigger. An UPDATE of a searchable column and a DELETE keep it by trigger (migrations 0002, 0018).

export { MIN_SEARCH_CHARS } from '../../../contract/assets';

const cols = SEARCHABLE_ASSET_COLUMNS.join(', ');

/** Indexes the assets with seqs :first..:last for search (named parameters; inside their insert's transaction). */
export const INDEX_FOR_SEARCH_SQL = `INSERT INTO assets_fts (rowid, ${cols}) SELECT seq, ${cols} FROM assets WHERE seq BETWEEN :first AND :last`;

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
