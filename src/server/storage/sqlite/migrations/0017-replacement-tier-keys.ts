import { sql, type Kysely, type Migration } from 'kysely';
import { REPLACEMENT_KEY_KIND } from './0016-replacement-key';

// Replacement flags × warranty tier (the Opportunities page's cells) or × type from one key range.
// The filter key of an asset's replacement key (0016: kind 5, the key alone) becomes kind 6: the key
// padded to 11 characters, then both expiration dates (registered, unregistered; 10 characters each,
// '-' × 10 when NULL), then the equipment type ('' when NULL). A flag is still a key range (the
// padding '-' sorts before every digit, so a bare 'R' or 'N' stays outside the dated ranges); a tier
// is a check on characters 12–21 or 22–31 of the same entry, a type on the rest. A cell reads the
// flag's entries alone: 1M bench assets, past service life (88k) ∩ expired over 1 year was an
// INTERSECT of 88k and 326k seqs, now one range (storage/sqlite/README.md). Still one key per asset;
// the triggers follow the four columns.

export const REPLACEMENT_TIER_KEY_KIND = 6;

/** Width of each part of the key: the replacement key (padded) and a date. */
export const REPLACEMENT_PART_CHARS = 11;
export const DATE_PART_CHARS = 10;
/** Where the type starts (1-based): after the replacement part and the two dates. */
export const TYPE_PART_START = REPLACEMENT_PART_CHARS + 2 * DATE_PART_CHARS + 1;
/** Filler of a short replacement key and of a NULL date: sorts before '0' (every date's first character). */
export const KEY_FILLER = '-';

const FILLER_DATE = KEY_FILLER.repeat(DATE_PART_CHARS);

/** The key of a row (`row` is '' for the table itself, or 'new.' / 'old.' in a trigger). */
export function replacementTierKeySql(row: string): string {
  return `substr(${row}replacement_key || '${KEY_FILLER.repeat(REPLACEMENT_PART_CHARS - 1)}', 1, ${REPLACEMENT_PART_CHARS}) || coalesce(${row}registered_expiration_date, '${FILLER_DATE}') || coalesce(${row}unregistered_expiration_date, '${FILLER_DATE}') || coalesce(${row}enrichment_type, '')`;
}

const triggerSql = (kind: number, value: (row: string) => string, columns: string) => {
  const remove = `DELETE FROM asset_filter_keys WHERE partner_id = old.partner_id AND key_kind = ${kind} AND key_value = ${value('old.')} AND seq = old.seq;`;
  const add = `INSERT INTO asset_filter_keys (partner_id, key_kind, key_value, seq) SELECT new.partner_id, ${kind}, ${value('new.')}, new.seq WHERE new.replacement_key IS NOT NULL;`;
  return [
    `CREATE TRIGGER asset_replacement_key_au AFTER UPDATE OF ${columns} ON assets BEGIN\n    ${remove}\n    ${add}\n  END`,
    `CREATE TRIGGER asset_replacement_key_ad AFTER DELETE ON assets BEGIN\n    ${remove}\n  END`,
  ];
};

async function rewriteKeys(db: Kysely<unknown>, from: number, to: number, value: string, triggers: string[]): Promise<void> {
  await sql.raw('DROP TRIGGER asset_replacement_key_au').execute(db);
  await sql.raw('DROP TRIGGER asset_replacement_key_ad').execute(db);
  await sql.raw(`DELETE FROM asset_filter_keys WHERE key_kind = ${from}`).execute(db);
  await sql
    .raw(`INSERT INTO asset_filter_keys (partner_id, key_kind, key_value, seq) SELECT partner_id, ${to}, ${value}, seq FROM assets WHERE replacement_key IS NOT NULL ORDER BY 1, 2, 3, 4`)
    .execute(db);
  for (const t of triggers) await sql.raw(t).execute(db);
}

export const replacementTierKeysMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const value = replacementTierKeySql;
    await rewriteKeys(db, REPLACEMENT_KEY_KIND, REPLACEMENT_TIER_KEY_KIND, value(''), triggerSql(REPLACEMENT_TIER_KEY_KIND, value, 'replacement_key, registered_expiration_date, unregistered_expiration_date, enrichment_type'));
  },
  async down(db: Kysely<unknown>): Promise<void> {
    const value = (row: string) => `${row}replacement_key`;
    await rewriteKeys(db, REPLACEMENT_TIER_KEY_KIND, REPLACEMENT_KEY_KIND, value(''), triggerSql(REPLACEMENT_KEY_KIND, value, 'replacement_key'));
  },
};
