import { sql, type Kysely, type Migration } from 'kysely';

// asset_search.search_string stored case-folded: lower() of the asset's search string, applied once
// when the row is written, so the search matches it with LIKE against lower(pattern) instead of
// ILIKE, which lowers every candidate row again on each search (Postgres's ILIKE on a multibyte
// encoding is lower() of both sides and a LIKE match: the same rows, since both sides go through the
// same lower() under the column's collation). The trigram index is unchanged in kind (pg_trgm folds
// case in its trigrams anyway).
// The 0005 trigger functions are replaced (same triggers, lower() added), and the rows already there
// are folded by rewriting the table into a new one in seq order and building its index once (an
// UPDATE of every row would leave as many dead rows and update the GIN index row by row).

export const assetSearchFoldedMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // Writers wait from here to COMMIT: no asset is written between the new functions and the copy.
    await sql`LOCK TABLE assets IN SHARE ROW EXCLUSIVE MODE`.execute(db);
    await sql`
      CREATE OR REPLACE FUNCTION asset_search_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO asset_search (seq, partner_id, search_string) SELECT seq, partner_id, lower(search_string) FROM new_assets;
        RETURN NULL;
      END $$`.execute(db);
    await sql`
      CREATE OR REPLACE FUNCTION asset_search_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE asset_search SET partner_id = NEW.partner_id, search_string = lower(NEW.search_string) WHERE seq = NEW.seq;
        RETURN NULL;
      END $$`.execute(db);
    await sql`
      CREATE TABLE asset_search_folded (
        seq bigint NOT NULL,
        partner_id integer NOT NULL,
        search_string text NOT NULL
      )`.execute(db);
    await sql`INSERT INTO asset_search_folded (seq, partner_id, search_string) SELECT seq, partner_id, lower(search_string) FROM asset_search ORDER BY seq`.execute(db);
    // The trigger functions name the table at run time (plpgsql), so the renamed table is theirs.
    await sql`DROP TABLE asset_search`.execute(db);
    await sql`ALTER TABLE asset_search_folded RENAME TO asset_search`.execute(db);
    await sql`ALTER TABLE asset_search ADD CONSTRAINT asset_search_pkey PRIMARY KEY (seq)`.execute(db);
    await sql`CREATE INDEX asset_search_trgm ON asset_search USING gin (search_string gin_trgm_ops)`.execute(db);
  },
};
