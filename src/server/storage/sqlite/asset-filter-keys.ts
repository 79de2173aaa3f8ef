import { sql, type Kysely } from 'kysely';
import { FILTER_KEY_COLUMNS as COLUMNS_0012, FILTER_KEY_KIND as KIND_0012 } from './migrations/0012-asset-filter-keys';
import { REPLACEMENT_TIER_KEY_KIND, replacementTierKeySql } from './migrations/0017-replacement-tier-keys';
import type { Database } from '../schema';

// Filter keys (migration 0012): the list's filters on unique_id, the manufacture reference date
// (equipment age), the two warranty expiration dates (tiers) and the replacement key (0016) read `asset_filter_keys`, a narrow
// table keyed (partner_id, key_kind, key_value, seq), instead of indexes on `assets`. The replacement
// key's entry also carries both expiration dates (migration 0017: a flag × tier is one key range).
//
// Why: an import copies rows in model-number order (storage/sqlite/stage-csv.ts), the order of most indexes;
// these values come in no order, so an index on each took a random page per imported row, a cost
// growing with the table. Their keys are now written a slice at a time, sorted: one sweep of the
// table per slice instead of a random insert per row (`npm run bench` times the import).
//
// Who writes them: every insert path of `assets` writes the keys of its new seqs here (the manual
// POST, a small upload's commit, an import slice; no insert trigger, which would write row by row);
// an UPDATE of one of these columns (the queue's finalize) and a DELETE keep them by trigger.
// A NULL value has no key (a NULL never matches these filters).

/** The columns with filter keys: 0012's four and the replacement key (migration 0016). */
export const FILTER_KEY_COLUMNS = [...COLUMNS_0012, 'replacement_key'] as const;
export type FilterKeyColumn = (typeof FILTER_KEY_COLUMNS)[number];
export const FILTER_KEY_KIND: Readonly<Record<FilterKeyColumn, number>> = { ...KIND_0012, replacement_key: REPLACEMENT_TIER_KEY_KIND };

/** The stored key_value of a column's key, as SQL over an `assets` row: the column, or 0017's composite. */
function keyValueSql(c: FilterKeyColumn): string {
  return c === 'replacement_key' ? replacementTierKeySql('') : c;
}

/**
 * Inserts the filter keys of the assets with seq in :first..:last (named parameters) in the table's
 * key order: on a large range the inserts sweep the table once instead of landing at random.
 */
export const INDEX_FILTER_KEYS_SQL = `INSERT INTO asset_filter_keys (partner_id, key_kind, key_value, seq) ${FILTER_KEY_COLUMNS.map(
  (c) => `SELECT partner_id, ${FILTER_KEY_KIND[c]}, ${keyValueSql(c)}, seq FROM assets WHERE seq BETWEEN :first AND :last AND ${c} IS NOT NULL`,
).join(' UNION ALL ')} ORDER BY 1, 2, 3, 4`;

/** Writes the filter keys of new assets first..last (in the caller's transaction): INDEX_FILTER_KEYS_SQL through Kysely. */
export async function indexFilterKeys(db: Kysely<Database>, first: number, last: number): Promise<void> {
  const selects = FILTER_KEY_COLUMNS.map(
    (c) => sql`SELECT partner_id, ${sql.lit(FILTER_KEY_KIND[c])}, ${sql.raw(keyValueSql(c))}, seq FROM assets WHERE seq BETWEEN ${first} AND ${last} AND ${sql.ref(c)} IS NOT NULL`,
  );
  await sql`INSERT INTO asset_filter_keys (partner_id, key_kind, key_value, seq) ${sql.join(selects, sql` UNION ALL `)} ORDER BY 1, 2, 3, 4`.execute(db);
}
