import type { Kysely, Migration } from 'kysely';

// The filters derived from the model match (match_type, enrichment_type, oem_id) are correlated with
// model_number, the default sort: walking the (partner_id, model_number) index until a page of, say,
// furnaces is found visited ~1M rows (≈ 0.5 s at 1M assets). Their indexes gain model_number as a
// trailing column (like assets_p_status_idx of 0001), so one equality filter yields its matches
// already in list order (asset-list-query.sortedFilterFor) and the page costs only the page. Same
// number of indexes: the worker's finalize, which sets these columns, rewrites the same entries.

const REPLACED: Array<{ old: string; name: string; column: string }> = [
  { old: 'assets_p_match_type_idx', name: 'assets_p_match_type_model_idx', column: 'match_type' },
  { old: 'assets_p_type_idx', name: 'assets_p_type_model_idx', column: 'enrichment_type' },
  { old: 'assets_p_oem_idx', name: 'assets_p_oem_model_idx', column: 'oem_id' },
];

export const sortedFilterIndexesMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const r of REPLACED) {
      await db.schema.dropIndex(r.old).execute();
      await db.schema.createIndex(r.name).on('assets').columns(['partner_id', r.column, 'model_number']).execute();
    }
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const r of REPLACED) {
      await db.schema.dropIndex(r.name).execute();
      await db.schema.createIndex(r.old).on('assets').columns(['partner_id', r.column]).execute();
    }
  },
};
