import { sql, type Kysely, type Migration } from 'kysely';

// A search's total without reading its matches. Counting a common term in asset_search reads every
// match (a term in 8 % of a million assets touches every page of the table: ~70 ms), and meta.total
// is exact. So the assets are also counted per (partner, token) in asset_key_counts (kind 'token',
// 0004's delta rows and fold): a token is a maximal run of [[:alnum:]] characters of the case-folded
// search string, each counted once per asset. A term made only of such characters occurs in a search
// string exactly when it occurs inside one of its tokens; so when just one token of the partner's
// contains the term, the term's matches are that token's assets, and the count is that token's sum
// (list-query.ts searchTokenCount; found through the tokens' own trigram index, partial on kind
// 'token'). Any other term, or one inside several tokens, is counted in asset_search as before.
// Written by the asset_search trigger functions of 0005/0006, in the statement that writes the
// search rows (same transaction, same snapshot); tokens come from the same lower()ed string.

/** (partner_id, token) of every distinct token of `s` (a lower()ed search string) of partner `p`. */
const tokensOf = (p: string, s: string) => `SELECT ${p} AS partner_id, tok FROM (SELECT DISTINCT tok FROM regexp_split_to_table(${s}, '[^[:alnum:]]+') AS tok WHERE tok <> '') t`;

export const searchTokenCountsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // Writers wait from here to COMMIT: no asset is written between the new functions and the seed.
    await sql`LOCK TABLE assets IN SHARE ROW EXCLUSIVE MODE`.execute(db);
    await sql
      .raw(
        `CREATE OR REPLACE FUNCTION asset_search_insert() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          INSERT INTO asset_search (seq, partner_id, search_string) SELECT seq, partner_id, lower(search_string) FROM new_assets;
          INSERT INTO asset_key_counts (partner_id, kind, key, assets)
            SELECT t.partner_id, 'token', t.tok, count(*) FROM new_assets n CROSS JOIN LATERAL (${tokensOf('n.partner_id', 'lower(n.search_string)')}) t GROUP BY 1, 3;
          RETURN NULL;
        END $$`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE OR REPLACE FUNCTION asset_search_delete() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          DELETE FROM asset_search s USING old_assets o WHERE s.seq = o.seq;
          INSERT INTO asset_key_counts (partner_id, kind, key, assets)
            SELECT t.partner_id, 'token', t.tok, -count(*) FROM old_assets o CROSS JOIN LATERAL (${tokensOf('o.partner_id', 'lower(o.search_string)')}) t GROUP BY 1, 3;
          RETURN NULL;
        END $$`,
      )
      .execute(db);
    // Row trigger, fired only when the search string or the partner changes (0005's WHEN).
    await sql
      .raw(
        `CREATE OR REPLACE FUNCTION asset_search_update() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          UPDATE asset_search SET partner_id = NEW.partner_id, search_string = lower(NEW.search_string) WHERE seq = NEW.seq;
          INSERT INTO asset_key_counts (partner_id, kind, key, assets)
            SELECT partner_id, 'token', tok, sum(d) FROM (
              SELECT partner_id, tok, -1 AS d FROM (${tokensOf('OLD.partner_id', 'lower(OLD.search_string)')}) o
              UNION ALL
              SELECT partner_id, tok, 1 FROM (${tokensOf('NEW.partner_id', 'lower(NEW.search_string)')}) n
            ) moved GROUP BY 1, 3 HAVING sum(d) <> 0;
          RETURN NULL;
        END $$`,
      )
      .execute(db);
    await sql`
      CREATE OR REPLACE FUNCTION asset_search_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        TRUNCATE asset_search;
        DELETE FROM asset_key_counts WHERE kind = 'token';
        RETURN NULL;
      END $$`.execute(db);
    // The assets already there (asset_search is lower()ed since 0006), then the index (one build).
    await sql
      .raw(
        `INSERT INTO asset_key_counts (partner_id, kind, key, assets)
          SELECT t.partner_id, 'token', t.tok, count(*) FROM asset_search s CROSS JOIN LATERAL (${tokensOf('s.partner_id', 's.search_string')}) t GROUP BY 1, 3`,
      )
      .execute(db);
    await sql`CREATE INDEX asset_key_counts_token_trgm ON asset_key_counts USING gin (key gin_trgm_ops) WHERE kind = 'token'`.execute(db);
  },
};
