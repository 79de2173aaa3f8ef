import { sql, type Kysely, type Migration } from 'kysely';

// Partial indexes (SQLite and Postgres both have them): an index entry only where a query can use it.
//
// - The six indexes on enrichment results (match_type, enrichment_type, oem_id, the reference and the
//   two expiration dates) held an entry for every asset, NULL while it waits: the upload's commit
//   wrote six entries per row that no filter can ever match (a filter on these columns never
//   matches NULL), and the worker's finalize deleted each before inserting the real one. Now the
//   entry appears at finalize, and only when the value exists.
// - The worker's queue index (status, claimed_at) held every asset ever enriched; only pending and
//   processing rows are looked up in it (claim, reclaim). Two partial indexes keep just those: a
//   finalized asset leaves the queue index instead of moving inside it.
// SQLite uses a partial index when the query's WHERE implies the index's: `col = ?`, `col IN (…)`
// and ranges imply `col IS NOT NULL`; the queue's statements name `status = 'pending'` or
// `status = 'processing'` literally.

const NOT_NULL: Array<{ name: string; columns: string[]; column: string }> = [
  { name: 'assets_p_match_type_model_idx', columns: ['partner_id', 'match_type', 'model_number'], column: 'match_type' },
  { name: 'assets_p_type_model_idx', columns: ['partner_id', 'enrichment_type', 'model_number'], column: 'enrichment_type' },
  { name: 'assets_p_oem_model_idx', columns: ['partner_id', 'oem_id', 'model_number'], column: 'oem_id' },
  { name: 'assets_p_age_idx', columns: ['partner_id', 'manufacture_ref_date'], column: 'manufacture_ref_date' },
  { name: 'assets_p_reg_exp_idx', columns: ['partner_id', 'registered_expiration_date'], column: 'registered_expiration_date' },
  { name: 'assets_p_unreg_exp_idx', columns: ['partner_id', 'unregistered_expiration_date'], column: 'unregistered_expiration_date' },
];

const QUEUE: Array<{ name: string; status: 'pending' | 'processing' }> = [
  { name: 'assets_queue_pending_idx', status: 'pending' },
  { name: 'assets_queue_processing_idx', status: 'processing' },
];

export const partialIndexesMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const ix of NOT_NULL) {
      await db.schema.dropIndex(ix.name).execute();
      await db.schema.createIndex(ix.name).on('assets').columns(ix.columns).where(sql.ref(ix.column), 'is not', null).execute();
    }
    await db.schema.dropIndex('assets_status_queue_idx').execute();
    for (const q of QUEUE) {
      await db.schema.createIndex(q.name).on('assets').columns(['status', 'claimed_at']).where(sql.ref('status'), '=', sql.lit(q.status)).execute();
    }
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const q of QUEUE) await db.schema.dropIndex(q.name).execute();
    await db.schema.createIndex('assets_status_queue_idx').on('assets').columns(['status', 'claimed_at']).execute();
    for (const ix of NOT_NULL) {
      await db.schema.dropIndex(ix.name).execute();
      await db.schema.createIndex(ix.name).on('assets').columns(ix.columns).execute();
    }
  },
};
