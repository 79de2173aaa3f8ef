import { sql, type Kysely, type Migration } from 'kysely';

// 0007's search tokens, narrowed to runs of letters: a token is now a maximal run of [a-z] of at
// least 3 characters in the case-folded search string (each counted once per asset). A term of 3 or
// more letters a–z (the only terms searchTokenCount asks the tokens about, list-query.ts) occurs in a
// search string exactly when it occurs inside one of those runs, so 0007's one-token rule still
// gives the exact total. What changes is the cost: 0007's [[:alnum:]] tokens held every serial
// number, unique id and model number whole, one distinct token row per asset or more (1.85 a row at
// 200k bench rows), each written to the btree and the tokens' trigram index by the import's
// statement; letter runs are names, places, brands and the letter parts of codes (0.41 a row there).
// Terms with a digit — serials, ids, postal codes — are counted in asset_search, as any term held by
// several tokens or with other characters already was.
// The trigger functions are 0007's with the narrower tokens; the token rows are rewritten under the
// lock (index dropped, rows replaced from asset_search, index built once).

/** Every distinct token of `s` (a lower()ed search string): runs of a–z, 3 or more long. */
const tokensOf = (s: string) => `SELECT DISTINCT tok FROM regexp_split_to_table(${s}, '[^a-z]+') AS tok WHERE length(tok) >= 3`;

export const searchLetterTokensMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // Writers wait from here to COMMIT: no asset is written between the new functions and the seed.
    await sql`LOCK TABLE assets IN SHARE ROW EXCLUSIVE MODE`.execute(db);
    await sql
      .raw(
        `CREATE OR REPLACE FUNCTION asset_search_insert() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          INSERT INTO asset_search (seq, partner_id, search_string) SELECT seq, partner_id, lower(search_string) FROM new_assets;
          INSERT INTO asset_key_counts (partner_id, kind, key, assets)
            SELECT n.partner_id, 'token', t.tok, count(*) FROM new_assets n CROSS JOIN LATERAL (${tokensOf('lower(n.search_string)')}) t GROUP BY 1, 3;
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
            SELECT o.partner_id, 'token', t.tok, -count(*) FROM old_assets o CROSS JOIN LATERAL (${tokensOf('lower(o.search_string)')}) t GROUP BY 1, 3;
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
              SELECT OLD.partner_id AS partner_id, tok, -1 AS d FROM (${tokensOf('lower(OLD.search_string)')}) o
              UNION ALL
              SELECT NEW.partner_id, tok, 1 FROM (${tokensOf('lower(NEW.search_string)')}) n
            ) moved GROUP BY 1, 3 HAVING sum(d) <> 0;
          RETURN NULL;
        END $$`,
      )
      .execute(db);
    await sql`DROP INDEX asset_key_counts_token_trgm`.execute(db);
    await sql`DELETE FROM asset_key_counts WHERE kind = 'token'`.execute(db);
    await sql
      .raw(
        `INSERT INTO asset_key_counts (partner_id, kind, key, assets)
          SELECT s.partner_id, 'token', t.tok, count(*) FROM asset_search s CROSS JOIN LATERAL (${tokensOf('s.search_string')}) t GROUP BY 1, 3`,
      )
      .execute(db);
    await sql`CREATE INDEX asset_key_counts_token_trgm ON asset_key_counts USING gin (key gin_trgm_ops) WHERE kind = 'token'`.execute(db);
  },
};
