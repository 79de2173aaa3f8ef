import { sql, type Kysely, type Migration } from 'kysely';

// Filter keys (storage/sqlite/asset-filter-keys.ts): the unique_id, age and warranty-tier filters read a narrow
// table, asset_filter_keys (partner_id, key_kind, key_value, seq), written a slice at a time in key
// order, instead of four indexes on `assets` updated at a random page per imported row. WITHOUT
// ROWID (SQLite): the table is its primary key's b-tree, as the indexes were; on another database it
// is a table with that primary key. Rows with a NULL value have no key (as the partial indexes held
// none). Triggers keep the keys of an updated or deleted asset; inserts write theirs explicitly.

export const FILTER_KEY_COLUMNS = ['unique_id', 'manufacture_ref_date', 'registered_expiration_date', 'unregistered_expiration_date'] as const;
export type FilterKeyColumn = (typeof FILTER_KEY_COLUMNS)[number];

/** The key_kind stored for each column: the table's contents depend on it, never renumber. */
export const FILTER_KEY_KIND: Readonly<Record<FilterKeyColumn, number>> = {
  unique_id: 1,
  manufacture_ref_date: 2,
  registered_expiration_date: 3,
  unregistered_expiration_date: 4,
};

/** The indexes the table replaces, as they were (0001, 0005). */
const REPLACED_INDEXES = [
  { name: 'assets_p_unique_id_idx', column: 'unique_id', partial: false },
  { name: 'assets_p_age_idx', column: 'manufacture_ref_date', partial: true },
  { name: 'assets_p_reg_exp_idx', column: 'registered_expiration_date', partial: true },
  { name: 'assets_p_unreg_exp_idx', column: 'unregistered_expiration_date', partial: true },
] as const;

const remove = FILTER_KEY_COLUMNS.map(
  (c) => `DELETE FROM asset_filter_keys WHERE partner_id = old.partner_id AND key_kind = ${FILTER_KEY_KIND[c]} AND key_value = old.${c} AND seq = old.seq;`,
).join('\n    ');
const add = FILTER_KEY_COLUMNS.map(
  (c) => `INSERT INTO asset_filter_keys (partner_id, key_kind, key_value, seq) SELECT new.partner_id, ${FILTER_KEY_KIND[c]}, new.${c}, new.seq WHERE new.${c} IS NOT NULL;`,
).join('\n    ');

export const assetFilterKeysMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('asset_filter_keys')
      .addColumn('partner_id', 'integer', (c) => c.notNull())
      .addColumn('key_kind', 'integer', (c) => c.notNull())
      .addColumn('key_value', 'varchar(255)', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('asset_filter_keys_pk', ['partner_id', 'key_kind', 'key_value', 'seq'])
      .modifyEnd(sql`without rowid`)
      .execute();
    const selects = FILTER_KEY_COLUMNS.map((c) => `SELECT partner_id, ${FILTER_KEY_KIND[c]}, ${c}, seq FROM assets WHERE ${c} IS NOT NULL`);
    await sql.raw(`INSERT INTO asset_filter_keys (partner_id, key_kind, key_value, seq) ${selects.join(' UNION ALL ')} ORDER BY 1, 2, 3, 4`).execute(db);
    await sql.raw(`CREATE TRIGGER asset_filter_keys_au AFTER UPDATE OF ${FILTER_KEY_COLUMNS.join(', ')} ON assets BEGIN\n    ${remove}\n    ${add}\n  END`).execute(db);
    await sql.raw(`CREATE TRIGGER asset_filter_keys_ad AFTER DELETE ON assets BEGIN\n    ${remove}\n  END`).execute(db);
    for (const ix of REPLACED_INDEXES) await db.schema.dropIndex(ix.name).execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const ix of REPLACED_INDEXES) {
      const create = db.schema.createIndex(ix.name).on('assets').columns(['partner_id', ix.column]);
      await (ix.partial ? create.where(sql.ref(ix.column), 'is not', null) : create).execute();
    }
    await sql.raw('DROP TRIGGER asset_filter_keys_au').execute(db);
    await sql.raw('DROP TRIGGER asset_filter_keys_ad').execute(db);
    await db.schema.dropTable('asset_filter_keys').execute();
  },
};
