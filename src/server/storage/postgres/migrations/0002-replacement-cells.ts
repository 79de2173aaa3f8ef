import { sql, type Kysely, type Migration } from 'kysely';

// The Opportunities cells — a replacement flag (a range of replacement_key) × a warranty tier (a
// range of one expiration date) or × an equipment type — counted from one index alone. 0001's
// assets_replacement held (partner_id, replacement_key): a cell's count read the flag's entries, then
// every one of its heap rows (a bitmap heap scan) to check the tier or type. The same index with the
// two expiration dates and the type as further key columns answers the cell in the index: the flag is
// the scanned range, the tier / type a condition on each entry (no heap row read while the visibility
// map says the page is all-visible: an index-only scan). SQLite reaches the same with one composite
// filter key (its migration 0017); here it is a plain btree. It replaces 0001's index (a prefix of it).

export const replacementCellsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`DROP INDEX assets_replacement`.execute(db);
    await sql`
      CREATE INDEX assets_replacement ON assets
        (partner_id, replacement_key, registered_expiration_date, unregistered_expiration_date, enrichment_type)
        WHERE replacement_key IS NOT NULL`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP INDEX assets_replacement`.execute(db);
    await sql`CREATE INDEX assets_replacement ON assets (partner_id, replacement_key) WHERE replacement_key IS NOT NULL`.execute(db);
  },
};
