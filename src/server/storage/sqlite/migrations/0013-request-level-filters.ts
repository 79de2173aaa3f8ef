import type { Kysely, Migration } from 'kysely';

// Request-level filters (storage/sqlite/asset-list-query.ts): an asset's added_from, added_by, distributor and
// created_at are its request's (written from the request by every insert path: storage/sqlite/assets-repo.ts,
// storage/sqlite/commit-upload.ts), so those filters find their assets through `requests` and the
// (request_id) index instead of four indexes of their own on `assets`; the (partner_id, request_id)
// index goes too (the request_id filter uses (request_id): a request has one partner). Five index
// entries fewer per asset written: a faster import copy and a smaller database. The requests
// table gains the indexes those lookups use (small: a request per upload or per manual asset).

const DROPPED = [
  { name: 'assets_p_added_from_idx', columns: ['partner_id', 'added_from'] },
  { name: 'assets_p_added_by_idx', columns: ['partner_id', 'added_by'] },
  { name: 'assets_p_distributor_idx', columns: ['partner_id', 'distributor'] },
  { name: 'assets_p_created_idx', columns: ['partner_id', 'created_at'] },
  { name: 'assets_p_request_idx', columns: ['partner_id', 'request_id'] },
] as const;

const ADDED = [
  { name: 'requests_partner_added_from_idx', columns: ['partner_id', 'added_from'] },
  { name: 'requests_partner_added_by_idx', columns: ['partner_id', 'added_by'] },
  { name: 'requests_partner_created_idx', columns: ['partner_id', 'created_at'] },
] as const;

export const requestLevelFiltersMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const ix of ADDED) await db.schema.createIndex(ix.name).on('requests').columns([...ix.columns]).execute();
    for (const ix of DROPPED) await db.schema.dropIndex(ix.name).execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const ix of DROPPED) await db.schema.createIndex(ix.name).on('assets').columns([...ix.columns]).execute();
    for (const ix of ADDED) await db.schema.dropIndex(ix.name).execute();
  },
};
