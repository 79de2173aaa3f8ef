import { sql, type Kysely, type Migration } from 'kysely';

// A dispatcher's natural question, "which installs were not found?", is a status filter with a
// type_of_service filter. It was counted by intersecting the two arms' index entries (1M assets:
// ~90k not_found × ~550k installs, p95 36–51 ms in `npm run bench`, at the 50 ms target). The
// service index gains status as its second column: the combination is one index range, and a
// service filter alone still reads the same index (its prefix). Partial, like 0005: a row without a
// type_of_service never matches the filter. The finalize moves the entry once (status changes),
// appending it at the end of its (service, final status) run.

export const serviceStatusIndexMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('assets_p_service_idx').execute();
    await db.schema
      .createIndex('assets_p_service_status_idx')
      .on('assets')
      .columns(['partner_id', 'type_of_service', 'status'])
      .where(sql.ref('type_of_service'), 'is not', null)
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('assets_p_service_status_idx').execute();
    await db.schema.createIndex('assets_p_service_idx').on('assets').columns(['partner_id', 'type_of_service']).execute();
  },
};
