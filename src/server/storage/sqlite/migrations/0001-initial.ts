import type { Kysely, Migration } from 'kysely';

// Tables and indexes in Kysely's schema builder (portable DDL). Column names are a contract with
// the ingest and worker modules: add columns in new migrations, never rename.
//
// Indexes: every list filter and sort of 4.4 has an index with partner_id leading (every query is
// scoped to one partner). SQLite appends the rowid (seq) to every index entry, so an index on
// (partner_id, x) also yields rows ordered by (x, seq): the sort tie-break costs nothing.

export const initialMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('partners')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('slug', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('tokens')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('partner_id', 'integer', (c) => c.notNull().references('partners.id').onDelete('cascade'))
      .addColumn('user_label', 'varchar(255)', (c) => c.notNull())
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('last_used_at', 'varchar(32)')
      .execute();

    await db.schema
      .createTable('requests')
      .addColumn('seq', 'integer', (c) => c.primaryKey())
      .addColumn('id', 'varchar(36)', (c) => c.notNull().unique())
      .addColumn('partner_id', 'integer', (c) => c.notNull().references('partners.id').onDelete('cascade'))
      .addColumn('added_from', 'varchar(32)', (c) => c.notNull())
      .addColumn('added_by', 'varchar(255)', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('distributor', 'varchar(255)')
      .addColumn('file_name', 'varchar(255)')
      .addColumn('assets_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('pending_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('processing_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('completed_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('incomplete_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('not_found_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('failed_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    // Newest first per partner (seq DESC), and the distributor filter.
    await db.schema.createIndex('requests_partner_idx').on('requests').columns(['partner_id', 'seq']).execute();
    await db.schema.createIndex('requests_partner_distributor_idx').on('requests').columns(['partner_id', 'distributor', 'seq']).execute();

    await db.schema
      .createTable('assets')
      .addColumn('seq', 'integer', (c) => c.primaryKey())
      .addColumn('id', 'varchar(36)', (c) => c.notNull().unique())
      .addColumn('partner_id', 'integer', (c) => c.notNull().references('partners.id').onDelete('cascade'))
      .addColumn('request_id', 'varchar(36)', (c) => c.notNull().references('requests.id').onDelete('cascade'))
      .addColumn('distributor', 'varchar(255)')
      .addColumn('added_from', 'varchar(32)', (c) => c.notNull())
      .addColumn('added_by', 'varchar(255)', (c) => c.notNull())
      .addColumn('model_number', 'varchar(255)', (c) => c.notNull())
      .addColumn('brand', 'varchar(255)')
      .addColumn('serial_number', 'varchar(255)')
      .addColumn('customer_name', 'varchar(255)')
      .addColumn('customer_address', 'varchar(255)')
      .addColumn('unique_id', 'varchar(255)')
      .addColumn('date_added', 'varchar(10)')
      .addColumn('type_of_service', 'varchar(32)')
      .addColumn('notes', 'varchar(255)')
      .addColumn('custom_data', 'text')
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('status_reason', 'text')
      .addColumn('match_type', 'varchar(32)')
      .addColumn('claimed_at', 'varchar(32)')
      .addColumn('claim_token', 'varchar(64)')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_error', 'text')
      .addColumn('enrichment_id', 'varchar(36)')
      .addColumn('oem_id', 'varchar(36)')
      .addColumn('confidence_score', 'real')
      .addColumn('enrichment_source', 'varchar(32)')
      .addColumn('enrichment_model', 'varchar(255)')
      .addColumn('enrichment_brand', 'varchar(255)')
      .addColumn('enrichment_type', 'varchar(255)')
      .addColumn('enrichment_model_notes', 'text')
      .addColumn('enrichment_image_path', 'varchar(255)')
      .addColumn('manufacturing_date', 'varchar(7)')
      .addColumn('manufacture_ref_date', 'varchar(10)')
      .addColumn('registered_expiration_date', 'varchar(10)')
      .addColumn('unregistered_expiration_date', 'varchar(10)')
      .addColumn('result_json', 'text')
      .addColumn('enriched_at', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();

    const assetIndexes: Array<[string, string[]]> = [
      // sorts (4.4 sort_criteria)
      ['assets_p_model_idx', ['partner_id', 'model_number']],
      ['assets_p_customer_idx', ['partner_id', 'customer_name']],
      ['assets_p_updated_idx', ['partner_id', 'updated_at']],
      // filters
      ['assets_p_status_idx', ['partner_id', 'status', 'model_number']],
      ['assets_p_match_type_idx', ['partner_id', 'match_type']],
      ['assets_p_added_from_idx', ['partner_id', 'added_from']],
      ['assets_p_added_by_idx', ['partner_id', 'added_by']],
      ['assets_p_created_idx', ['partner_id', 'created_at']],
      ['assets_p_age_idx', ['partner_id', 'manufacture_ref_date']],
      ['assets_p_reg_exp_idx', ['partner_id', 'registered_expiration_date']],
      ['assets_p_unreg_exp_idx', ['partner_id', 'unregistered_expiration_date']],
      ['assets_p_service_idx', ['partner_id', 'type_of_service']],
      ['assets_p_type_idx', ['partner_id', 'enrichment_type']],
      ['assets_p_unique_id_idx', ['partner_id', 'unique_id']],
      ['assets_p_distributor_idx', ['partner_id', 'distributor']],
      ['assets_p_request_idx', ['partner_id', 'request_id']],
      ['assets_p_oem_idx', ['partner_id', 'oem_id']],
      // the worker's queue: claim pending oldest first, reclaim stale processing rows
      ['assets_status_queue_idx', ['status', 'claimed_at']],
      // request_id FK lookups (cascade) and per-request worker scans
      ['assets_request_idx', ['request_id']],
    ];
    for (const [name, columns] of assetIndexes) {
      await db.schema.createIndex(name).on('assets').columns(columns).execute();
    }
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('assets').execute();
    await db.schema.dropTable('requests').execute();
    await db.schema.dropTable('tokens').execute();
    await db.schema.dropTable('partners').execute();
  },
};
