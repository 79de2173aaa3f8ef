import { sql, type Kysely, type Migration } from 'kysely';

// Replacement opportunities (domain/replacement): `assets.replacement_key` holds what of an asset's
// replacement flags is static — 'R' when it holds R-22 (or likely does), 'N' when not, then the day
// its expected service life ends (YYYY-MM-DD) when it is dated and typed; NULL when neither applies.
// The flags that depend on today (past its service life, ending within 2 years) are ranges of that
// date, compared with today in the query, as the warranty tiers are with expiration dates. One key
// per asset, so any set of flags is a set of disjoint key ranges (replacementKeyRanges). Its filter
// keys live in asset_filter_keys (kind 5) like the age and tier keys (migration 0012): an import
// writes them a slice at a time, sorted; triggers keep them on an update or delete.

export const REPLACEMENT_KEY_KIND = 5;

/**
 * Expected service life in years per type as this migration computes it for rows enriched before it
 * (frozen here; domain/replacement/service-life.ts is the table and its sources, and a test checks
 * that both agree).
 */
export const SERVICE_LIFE_YEARS_0016: Readonly<Record<string, number>> = {
  'air conditioners': 15,
  'heat pumps': 15,
  'mini-splits': 15,
  'packaged units': 15,
  'geothermal heat pumps': 19,
  furnaces: 18,
  'air handlers': 20,
  'evaporator coils': 20,
  boilers: 21,
  'water heaters': 10,
  'tankless water heaters': 20,
};
/** The types of the era rule (an air conditioner or heat pump made before 2010 is R-22, likely). */
export const R22_ERA_TYPES_0016 = ['air conditioners', 'heat pumps', 'mini-splits', 'packaged units', 'geothermal heat pumps'] as const;

const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;
const endDate = `CASE enrichment_type ${Object.entries(SERVICE_LIFE_YEARS_0016)
  .map(([type, years]) => `WHEN ${quote(type)} THEN date(manufacture_ref_date, '+${years} years')`)
  .join(' ')} END`;
const eraR22 = `enrichment_type IN (${R22_ERA_TYPES_0016.map(quote).join(', ')}) AND manufacture_ref_date < '2010-01-01'`;

export const replacementKeyMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('assets').addColumn('replacement_key', 'varchar(11)').execute();
    // Rows enriched before: from their stored type and reference date. The refrigerant a model's data
    // states is not at hand here (the shipped catalog states one for 409 geothermal models, R-410A);
    // rows enriched from now on read it (worker/engine.ts).
    await sql
      .raw(
        `UPDATE assets SET replacement_key = CASE WHEN ${eraR22} THEN 'R' || coalesce(${endDate}, '') WHEN ${endDate} IS NOT NULL THEN 'N' || ${endDate} END
        WHERE enrichment_type IS NOT NULL AND manufacture_ref_date IS NOT NULL`,
      )
      .execute(db);
    await sql
      .raw(
        `INSERT INTO asset_filter_keys (partner_id, key_kind, key_value, seq)
        SELECT partner_id, ${REPLACEMENT_KEY_KIND}, replacement_key, seq FROM assets WHERE replacement_key IS NOT NULL ORDER BY 1, 2, 3, 4`,
      )
      .execute(db);
    const remove = `DELETE FROM asset_filter_keys WHERE partner_id = old.partner_id AND key_kind = ${REPLACEMENT_KEY_KIND} AND key_value = old.replacement_key AND seq = old.seq;`;
    const add = `INSERT INTO asset_filter_keys (partner_id, key_kind, key_value, seq) SELECT new.partner_id, ${REPLACEMENT_KEY_KIND}, new.replacement_key, new.seq WHERE new.replacement_key IS NOT NULL;`;
    await sql.raw(`CREATE TRIGGER asset_replacement_key_au AFTER UPDATE OF replacement_key ON assets BEGIN\n    ${remove}\n    ${add}\n  END`).execute(db);
    await sql.raw(`CREATE TRIGGER asset_replacement_key_ad AFTER DELETE ON assets BEGIN\n    ${remove}\n  END`).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql.raw('DROP TRIGGER asset_replacement_key_au').execute(db);
    await sql.raw('DROP TRIGGER asset_replacement_key_ad').execute(db);
    await sql.raw(`DELETE FROM asset_filter_keys WHERE key_kind = ${REPLACEMENT_KEY_KIND}`).execute(db);
    await db.schema.alterTable('assets').dropColumn('replacement_key').execute();
  },
};
