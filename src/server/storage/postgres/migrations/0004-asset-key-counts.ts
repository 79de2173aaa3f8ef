import { sql, type Kysely, type Migration } from 'kysely';

// count(*) reads one index entry per match (~0.5 µs each on a loaded 2-core machine), so a single
// filter matching hundreds of thousands of a partner's assets — a type, a type of service, a warranty
// tier, an age range, a replacement flag, "modified since" — misses 50 ms however it is indexed.
// Those filters are each one value or one range of one column with few distinct values (a date is a
// day), so the assets are counted per (partner, kind, key): a value of enrichment_type or
// type_of_service, a day of an expiration, manufacture reference or UTC updated_at, a replacement key
// ('R'/'N' + a day, domain/replacement/assess.ts). A filter's count is then the sum over the keys
// its condition selects — the same condition on `key` as on the column (same type, same collation),
// so the same set (key-counts.ts keyCountCondition).
//
// This generalizes 0003's asset_updated_days (its kind 'updated'; 0003's table and triggers are
// dropped here) and keeps its way of writing: statement-level triggers with transition tables add
// one delta row per (partner, kind, key) a statement changes and never update or lock an existing
// row, so writers do not wait for each other on a counter and the lock order (assets by seq, then
// requests by id) is unchanged. A count is a sum read in the same snapshot as the assets.
// `foldKeyCounts` (key-counts.ts) folds each key's rows into one from the workers' periodic reclaim.
// No foreign key: rows of a deleted partner are never read (a partner's id is not reused).

/** The counted keys of an asset row (`r`): kind and key text, NULL keys not counted. */
const KEYS = `(VALUES
  ('updated', to_char(r.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')),
  ('type', r.enrichment_type),
  ('service', r.type_of_service),
  ('manufacture', r.manufacture_ref_date),
  ('registered', r.registered_expiration_date),
  ('unregistered', r.unregistered_expiration_date),
  ('replacement', r.replacement_key)
) AS k (kind, key)`;

/** (partner_id, kind, key, d) of every counted key of the rows of `table`, each with weight `d`. */
const keysOf = (table: string, d: string) => `SELECT r.partner_id, k.kind, k.key, ${d} AS d FROM ${table} r CROSS JOIN LATERAL ${KEYS} WHERE k.key IS NOT NULL`;

export const assetKeyCountsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // Writers wait from here to COMMIT: none is missed between the triggers and the first counts.
    await sql`LOCK TABLE assets IN SHARE ROW EXCLUSIVE MODE`.execute(db);
    await sql`DROP TRIGGER assets_updated_days_insert ON assets`.execute(db);
    await sql`DROP TRIGGER assets_updated_days_delete ON assets`.execute(db);
    await sql`DROP TRIGGER assets_updated_days_update ON assets`.execute(db);
    await sql`DROP FUNCTION asset_updated_days_insert(), asset_updated_days_delete(), asset_updated_days_update()`.execute(db);
    await sql`DROP TABLE asset_updated_days`.execute(db);
    await sql`
      CREATE TABLE asset_key_counts (
        partner_id integer NOT NULL,
        kind text NOT NULL,
        key text NOT NULL,
        assets bigint NOT NULL
      )`.execute(db);
    await sql`CREATE INDEX asset_key_counts_partner_kind_key ON asset_key_counts (partner_id, kind, key) INCLUDE (assets)`.execute(db);
    await sql
      .raw(
        `CREATE FUNCTION asset_key_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          INSERT INTO asset_key_counts (partner_id, kind, key, assets)
            SELECT partner_id, kind, key, count(*) FROM (${keysOf('new_assets', '1')}) c GROUP BY 1, 2, 3;
          RETURN NULL;
        END $$`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE FUNCTION asset_key_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          INSERT INTO asset_key_counts (partner_id, kind, key, assets)
            SELECT partner_id, kind, key, -count(*) FROM (${keysOf('old_assets', '1')}) c GROUP BY 1, 2, 3;
          RETURN NULL;
        END $$`,
      )
      .execute(db);
    // An UPDATE moves the rows whose keys changed (a claim moves none; a finalize moves most).
    await sql
      .raw(
        `CREATE FUNCTION asset_key_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          INSERT INTO asset_key_counts (partner_id, kind, key, assets)
            SELECT partner_id, kind, key, sum(d) FROM (
              ${keysOf('new_assets', '1')}
              UNION ALL
              ${keysOf('old_assets', '-1')}
            ) moved GROUP BY 1, 2, 3 HAVING sum(d) <> 0;
          RETURN NULL;
        END $$`,
      )
      .execute(db);
    await sql`CREATE TRIGGER assets_key_counts_insert AFTER INSERT ON assets REFERENCING NEW TABLE AS new_assets FOR EACH STATEMENT EXECUTE FUNCTION asset_key_counts_insert()`.execute(db);
    await sql`CREATE TRIGGER assets_key_counts_delete AFTER DELETE ON assets REFERENCING OLD TABLE AS old_assets FOR EACH STATEMENT EXECUTE FUNCTION asset_key_counts_delete()`.execute(db);
    await sql`CREATE TRIGGER assets_key_counts_update AFTER UPDATE ON assets REFERENCING OLD TABLE AS old_assets NEW TABLE AS new_assets FOR EACH STATEMENT EXECUTE FUNCTION asset_key_counts_update()`.execute(db);
    // The assets already there.
    await sql.raw(`INSERT INTO asset_key_counts (partner_id, kind, key, assets) SELECT partner_id, kind, key, count(*) FROM (${keysOf('assets', '1')}) c GROUP BY 1, 2, 3`).execute(db);
  },
};
