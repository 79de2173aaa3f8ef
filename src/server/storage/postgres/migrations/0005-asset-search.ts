import { sql, type Kysely, type Migration } from 'kysely';
import { SEARCHABLE_ASSET_COLUMNS } from '../../columns';

// Free-text search on a narrow side table. 0001's trigram GIN index on assets.search_string gives a
// bitmap of candidate rows, and each candidate is rechecked on its heap row: for a term matching a
// few percent of a million assets that is one wide-row page read per match (~12 asset rows fill an
// 8 KiB page, and the table is several times shared_buffers).
// asset_search (seq, partner_id, search_string) holds only what the search reads: ~65 rows a page,
// the whole table a fraction of the assets', so the recheck reads few, mostly cached, pages. The
// count of a search is counted there; a page or a count with other filters takes the matching seqs
// (list-query.ts). 0001's index on assets is dropped (the side table's replaces it), so an import
// writes one trigram index, as before, plus the narrow rows and their seq key.
//
// Kept by triggers, in the transaction of the statement that writes the asset: INSERT and DELETE
// statement-level with transition tables (an import of a million rows is one INSERT … SELECT into
// the side table; 0004's triggers on the same statements already have Postgres build the transition
// tables), and a row trigger for an UPDATE that sets a searchable column or the partner and changes
// the search string (a claim or a finalize sets neither, so it fires for no row of theirs); a
// TRUNCATE of assets empties it.
// No foreign key: it would check every inserted row one by one.

export const assetSearchMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // Writers wait from here to COMMIT: none is missed between the triggers and the copy below.
    await sql`LOCK TABLE assets IN SHARE ROW EXCLUSIVE MODE`.execute(db);
    await sql`
      CREATE TABLE asset_search (
        seq bigint PRIMARY KEY,
        partner_id integer NOT NULL,
        search_string text NOT NULL
      )`.execute(db);
    await sql`
      CREATE FUNCTION asset_search_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO asset_search (seq, partner_id, search_string) SELECT seq, partner_id, search_string FROM new_assets;
        RETURN NULL;
      END $$`.execute(db);
    await sql`
      CREATE FUNCTION asset_search_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM asset_search s USING old_assets o WHERE s.seq = o.seq;
        RETURN NULL;
      END $$`.execute(db);
    await sql`
      CREATE FUNCTION asset_search_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE asset_search SET partner_id = NEW.partner_id, search_string = NEW.search_string WHERE seq = NEW.seq;
        RETURN NULL;
      END $$`.execute(db);
    await sql`
      CREATE FUNCTION asset_search_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        TRUNCATE asset_search;
        RETURN NULL;
      END $$`.execute(db);
    await sql`CREATE TRIGGER assets_search_insert AFTER INSERT ON assets REFERENCING NEW TABLE AS new_assets FOR EACH STATEMENT EXECUTE FUNCTION asset_search_insert()`.execute(db);
    await sql`CREATE TRIGGER assets_search_delete AFTER DELETE ON assets REFERENCING OLD TABLE AS old_assets FOR EACH STATEMENT EXECUTE FUNCTION asset_search_delete()`.execute(db);
    await sql`
      CREATE TRIGGER assets_search_update
        AFTER UPDATE OF partner_id, ${sql.raw(SEARCHABLE_ASSET_COLUMNS.join(', '))} ON assets
        FOR EACH ROW WHEN (OLD.search_string IS DISTINCT FROM NEW.search_string OR OLD.partner_id IS DISTINCT FROM NEW.partner_id)
        EXECUTE FUNCTION asset_search_update()`.execute(db);
    // TRUNCATE fires no DELETE trigger (and RESTART IDENTITY reuses seqs).
    await sql`CREATE TRIGGER assets_search_truncate AFTER TRUNCATE ON assets FOR EACH STATEMENT EXECUTE FUNCTION asset_search_truncate()`.execute(db);
    // The assets already there, then the index (one build, not a million insertions).
    await sql`INSERT INTO asset_search (seq, partner_id, search_string) SELECT seq, partner_id, search_string FROM assets ORDER BY seq`.execute(db);
    await sql`CREATE INDEX asset_search_trgm ON asset_search USING gin (search_string gin_trgm_ops)`.execute(db);
    await sql`DROP INDEX assets_search`.execute(db);
  },
};
