import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { AssetListSort } from '../port';
import type { Database } from '../schema';
import { SEARCHABLE_ASSET_COLUMNS } from '../columns';

// The SQLite-specific SQL of the asset list: free-text search through the FTS5 trigram index (migration 0002).
// A search string of at least 3 characters is matched as a case-insensitive substring of any one
// searchable field. Shorter strings cannot use a trigram index; the contract rejects them (422).
//
// Who writes the index: every insert path of `assets` indexes its new rows in the transaction that
// inserts them (the single-asset POST; a small upload's commit and an import slice with
// indexForSearchSql, from the rows' source), so an asset is searchable from the moment it is listed,
// pending or final. No insert trigger (migration 0006): a bulk INSERT … SELECT into the index costs
// less than a row-by-row trigger. An UPDATE of a searchable column and a DELETE keep it by trigger
// (migrations 0002, 0018).

export { MIN_SEARCH_CHARS } from '../../../contract/assets';

const cols = SEARCHABLE_ASSET_COLUMNS.join(', ');

/**
 * Indexes rows for search inside the transaction that inserts them into `assets`, reading them from
 * the insert's own source: `INSERT INTO assets_fts … SELECT <seqSql>, <the searchable columns> FROM
 * <fromSql>`, the columns qualified by `alias`. The source must give each seq the very values its
 * `assets` row holds (an external-content index must match its table, or deletes corrupt it: FTS5's
 * integrity-check finds that). Read from the source rather than back from `assets`: a 100,000-row
 * slice's new rows no longer fit the page cache by the time they are indexed.
 */
export function indexForSearchSql(seqSql: string, alias: string, fromSql: string): string {
  return `INSERT INTO assets_fts (rowid, ${cols}) SELECT ${seqSql}, ${SEARCHABLE_ASSET_COLUMNS.map((c) => `${alias}.${c}`).join(', ')} FROM ${fromSql}`;
}

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

/** Number of indexed assets (of every partner) whose searchable text contains term, counted up to `cap`. */
export async function cappedSearchMatches(db: Kysely<Database>, term: string, cap: number): Promise<number> {
  const row = await db
    .selectFrom(searchRowids(db, term).limit(cap).as('m'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * A search term alone, for a partner that owns every indexed asset: its total and one page with the
 * term matched once. Matching a common term is the cost (every posting list of its trigrams read);
 * counted, then matched again for the page, it was paid twice. Here the matches go once into a
 * connection-private TEMP table keyed by seq (a rowid b-tree, appended to in rowid order); the total
 * is its row count, and the page walks the partner's sort index, each entry checked against it by
 * rowid, stopping after the page (the caller picks this only where that walk is the shorter plan:
 * asset-list-query.ts choosePageStrategy). One read transaction: the total and the page see one
 * snapshot, and the table is emptied before the connection is released. (A MATERIALIZED CTE read by
 * both does the same in one statement but copies the matches twice: into the CTE, then into the
 * IN operator's index.) `total` is null when the page is empty.
 */
export async function searchTotalAndPageSeqs(
  db: Kysely<Database>,
  partnerId: number,
  term: string,
  sort: AssetListSort,
  window: { limit: number; offset: number },
): Promise<{ total: number | null; seqs: number[] }> {
  const dir = sql.raw(sort.order === 'asc' ? 'ASC' : 'DESC');
  return db.transaction().execute(async (trx) => {
    await sql`CREATE TEMP TABLE IF NOT EXISTS search_matches (seq INTEGER PRIMARY KEY)`.execute(trx);
    await sql`INSERT INTO temp.search_matches (seq) SELECT rowid FROM assets_fts WHERE assets_fts MATCH ${ftsSubstringQuery(term)}`.execute(trx);
    const { rows: counted } = await sql<{ n: number }>`SELECT count(*) AS n FROM temp.search_matches`.execute(trx);
    const { rows } = await sql<{ seq: number }>`SELECT assets.seq AS seq FROM assets
      WHERE assets.partner_id = ${partnerId} AND assets.seq IN temp.search_matches
      ORDER BY ${sql.ref(`assets.${sort.criteria}`)} ${dir}, assets.seq ${dir} LIMIT ${window.limit} OFFSET ${window.offset}`.execute(trx);
    await sql`DELETE FROM temp.search_matches`.execute(trx);
    return { total: rows.length ? Number(counted[0]!.n) : null, seqs: rows.map((r) => r.seq) };
  });
}
