import { sql, type Kysely, type Migration } from 'kysely';

// "Modified since" (4.4 date_modified_preset: today, last 7 / 30 days, each from 00:00 UTC) matches
// most of a partner's assets after an import — every one of them on the bench — and count(*) of a
// range is one index entry read per match whatever the index (1M matches: ~0.5 s on a loaded
// 2-core machine). So the assets are counted per partner and UTC calendar day of updated_at, as the
// requests' counters count statuses, and a preset's count is the sum of its days' counts
// (list-query.ts).
//
// Kept by Postgres itself, for every writer: statement-level triggers with transition tables add one
// delta row per (partner, day) a statement changes — an import of 1M rows adds one row, not a
// million — and never update or lock an existing row, so concurrent writers neither wait for each
// other on a counter nor deadlock (the queue's lock order, assets then requests, is untouched). A
// count is a sum over its days' rows, read in the same snapshot as the assets. `foldUpdatedDayCounts`
// (updated-day-counts.ts; since 0004 foldKeyCounts, key-counts.ts) folds each (partner, day)'s rows into one, from the worker's periodic reclaim.
// No foreign key: rows of a deleted partner are never read (an asset's partner_id is not reused).
// Replaced by 0004-asset-key-counts (its kind 'updated'), which drops this table and its triggers.

const DAY = `(updated_at AT TIME ZONE 'UTC')::date`;

export const updatedDayCountsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // Writers wait from here to COMMIT: none is missed between the triggers and the first counts.
    await sql`LOCK TABLE assets IN SHARE ROW EXCLUSIVE MODE`.execute(db);
    await sql`
      CREATE TABLE asset_updated_days (
        partner_id integer NOT NULL,
        day date NOT NULL,
        assets bigint NOT NULL
      )`.execute(db);
    await sql`CREATE INDEX asset_updated_days_partner_day ON asset_updated_days (partner_id, day) INCLUDE (assets)`.execute(db);
    await sql
      .raw(
        `CREATE FUNCTION asset_updated_days_insert() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          INSERT INTO asset_updated_days (partner_id, day, assets)
            SELECT partner_id, ${DAY}, count(*) FROM new_assets GROUP BY 1, 2;
          RETURN NULL;
        END $$`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE FUNCTION asset_updated_days_delete() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          INSERT INTO asset_updated_days (partner_id, day, assets)
            SELECT partner_id, ${DAY}, -count(*) FROM old_assets GROUP BY 1, 2;
          RETURN NULL;
        END $$`,
      )
      .execute(db);
    // An UPDATE moves the rows whose partner or day changed (most statements, claims, move none).
    await sql
      .raw(
        `CREATE FUNCTION asset_updated_days_update() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          INSERT INTO asset_updated_days (partner_id, day, assets)
            SELECT partner_id, day, sum(d) FROM (
              SELECT partner_id, ${DAY} AS day, 1 AS d FROM new_assets
              UNION ALL
              SELECT partner_id, ${DAY}, -1 FROM old_assets
            ) moved GROUP BY 1, 2 HAVING sum(d) <> 0;
          RETURN NULL;
        END $$`,
      )
      .execute(db);
    await sql`CREATE TRIGGER assets_updated_days_insert AFTER INSERT ON assets REFERENCING NEW TABLE AS new_assets FOR EACH STATEMENT EXECUTE FUNCTION asset_updated_days_insert()`.execute(db);
    await sql`CREATE TRIGGER assets_updated_days_delete AFTER DELETE ON assets REFERENCING OLD TABLE AS old_assets FOR EACH STATEMENT EXECUTE FUNCTION asset_updated_days_delete()`.execute(db);
    await sql`CREATE TRIGGER assets_updated_days_update AFTER UPDATE ON assets REFERENCING OLD TABLE AS old_assets NEW TABLE AS new_assets FOR EACH STATEMENT EXECUTE FUNCTION asset_updated_days_update()`.execute(db);
    // The assets already there.
    await sql.raw(`INSERT INTO asset_updated_days (partner_id, day, assets) SELECT partner_id, ${DAY}, count(*) FROM assets GROUP BY 1, 2`).execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TRIGGER assets_updated_days_insert ON assets`.execute(db);
    await sql`DROP TRIGGER assets_updated_days_delete ON assets`.execute(db);
    await sql`DROP TRIGGER assets_updated_days_update ON assets`.execute(db);
    await sql`DROP FUNCTION asset_updated_days_insert(), asset_updated_days_delete(), asset_updated_days_update()`.execute(db);
    await sql`DROP TABLE asset_updated_days`.execute(db);
  },
};
