import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PgHandle } from './connection';
import { foldKeyCounts } from './key-counts';
import { countAssetsPg, listAssetRowsPg, searchTokenCount } from './list-query';
import { MIGRATION_TABLE, migratePostgres } from './migrate';
import { pgMigrationProvider } from './migrations';
import { createTestDatabase, noPostgres, type TestDatabase } from './pg.test-support';

// asset_search (migrations 0005, 0006), the narrow copy the search reads, against the assets themselves
// after every kind of write: rows there before the migration (its copy), inserts, an update of a
// searchable field, a partner change, an update of no searchable field (a finalize), deletes and a
// TRUNCATE; and the search's count and page against a substring filter written here, in JS — also
// the count from the token counts (0007, 0008) wherever it answers, before and after a fold, and the
// token rows themselves against the letter runs of the search strings, split here in JS.

const FIELDS = ['model_number', 'brand', 'serial_number', 'customer_name', 'customer_address', 'unique_id', 'notes'] as const;
type Row = { seq: number; partner_id: number } & Record<(typeof FIELDS)[number], string | null>;

describe.skipIf(noPostgres)('Postgres asset_search', () => {
  let t: TestDatabase;
  let h: PgHandle;
  let n = 0;

  const NAMES = ['Garcia', 'garcía', 'Smith', 'O\'Brien', null];
  const insertAssets = async (partnerId: number, count: number) => {
    const rows = Array.from({ length: count }, () => {
      n++;
      return {
        id: `a${n}`,
        partner_id: partnerId,
        request_id: `r${partnerId}`,
        added_from: 'batch-import',
        added_by: 'x',
        model_number: `M${n}X`,
        brand: n % 3 === 0 ? 'Carrier' : null,
        serial_number: `S${n * 7}`,
        customer_name: NAMES[n % NAMES.length],
        customer_address: n % 4 === 0 ? `${n} Main St, Springfield` : null,
        unique_id: n % 2 === 0 ? `WO-${1000 + n}` : null,
        notes: n % 5 === 0 ? 'near the garage' : null,
        status: 'pending',
        created_at: '2026-03-01T00:00:00.000Z',
        updated_at: '2026-03-01T00:00:00.000Z',
      };
    });
    await h.db.insertInto('assets').values(rows as never).execute();
  };

  const assets = async () => (await sql<Row>`SELECT seq, partner_id, ${sql.raw(FIELDS.join(', '))} FROM assets ORDER BY seq`.execute(h.db)).rows;

  /**
   * asset_search holds exactly one row per asset: its seq, partner and fields joined by U+001F (NULL
   * as ''), case-folded (0006) by Postgres's lower() — the one the search folds its pattern with.
   */
  const compare = async () => {
    const joined = (await assets()).map((a) => ({ seq: a.seq, partner_id: a.partner_id, search_string: FIELDS.map((f) => a[f] ?? '').join('\u001f') }));
    const folded = (await sql<{ s: string }>`SELECT lower(s) AS s FROM unnest(${joined.map((r) => r.search_string)}::text[]) WITH ORDINALITY AS t(s, i) ORDER BY i`.execute(h.db)).rows;
    const expected = joined.map((r, i) => ({ ...r, search_string: folded[i]!.s }));
    const got = (await sql<{ seq: number; partner_id: number; search_string: string }>`SELECT seq, partner_id, search_string FROM asset_search ORDER BY seq`.execute(h.db)).rows;
    expect(got).toEqual(expected);
    // The token counts (0008): per partner, each run of a–z 3 or more long, counted once per asset.
    const wantTokens = new Map<string, number>();
    for (const r of expected) for (const tok of new Set(r.search_string.match(/[a-z]{3,}/g))) wantTokens.set(`${r.partner_id} ${tok}`, (wantTokens.get(`${r.partner_id} ${tok}`) ?? 0) + 1);
    const gotTokens = await sql<{ k: string; n: number }>`
      SELECT partner_id || ' ' || key AS k, sum(assets)::int AS n FROM asset_key_counts WHERE kind = 'token' GROUP BY partner_id, key HAVING sum(assets) <> 0`.execute(h.db);
    expect(new Map(gotTokens.rows.map((r) => [r.k, r.n]))).toEqual(wantTokens);
  };

  /** The search's semantics written independently: a case-insensitive substring of any one field. */
  const expectedMatches = async (partnerId: number, term: string) =>
    (await assets()).filter((a) => a.partner_id === partnerId && FIELDS.some((f) => a[f]?.toLowerCase().includes(term.toLowerCase())));

  beforeAll(async () => {
    t = await createTestDatabase();
    h = t.open();
    const migrator = new Migrator({ db: h.db, provider: pgMigrationProvider, migrationTableName: MIGRATION_TABLE, migrationLockTableName: `${MIGRATION_TABLE}_lock` });
    const r = await migrator.migrateTo('0004-asset-key-counts');
    if (r.error) throw r.error;
    for (const p of [1, 2]) {
      await h.db.insertInto('partners').values({ id: p, slug: `p${p}`, name: `p${p}`, created_at: '2026-01-01T00:00:00.000Z' }).execute();
      await h.db.insertInto('requests').values({ id: `r${p}`, partner_id: p, added_from: 'batch-import', added_by: 'x', status: 'processing', created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' }).execute();
    }
    await insertAssets(1, 200);
    await insertAssets(2, 60);
  }, 60_000);
  afterAll(async () => t?.drop());

  it('the migration copies the assets already there and moves the trigram index off assets', async () => {
    expect(await migratePostgres(h.db)).toEqual(['0005-asset-search', '0006-asset-search-folded', '0007-search-token-counts', '0008-search-letter-tokens']);
    await compare();
    const onAssets = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_indexes WHERE tablename = 'assets' AND indexdef LIKE '%gin_trgm_ops%'`.execute(h.db);
    expect(onAssets.rows[0]!.n).toBe(0);
  });

  it('follows inserts, searchable updates, partner changes, other updates, deletes and TRUNCATE', async () => {
    await insertAssets(1, 40);
    await insertAssets(2, 10);
    await compare();
    await sql`UPDATE assets SET customer_name = 'Zyx Quorra', notes = NULL WHERE seq % 7 = 0`.execute(h.db);
    await compare();
    await sql`UPDATE assets SET partner_id = 2, request_id = 'r2' WHERE partner_id = 1 AND seq % 11 = 0`.execute(h.db);
    await compare();
    // A finalize-like update: no searchable field set.
    await sql`UPDATE assets SET status = 'completed', enrichment_type = 'furnaces', updated_at = now() WHERE seq % 3 = 0`.execute(h.db);
    await compare();
    // Set to the same value: the row trigger's WHEN skips it, nothing changes.
    await sql`UPDATE assets SET brand = brand WHERE seq % 2 = 0`.execute(h.db);
    await compare();
    await sql`DELETE FROM assets WHERE seq % 5 = 1`.execute(h.db);
    await compare();
    // The token counts answer a term of 3+ letters a–z held by one token ('gar' is in garcia and garage: not it; nor a
    // term with a digit, a dash or an apostrophe).
    const byToken = { garcia: true, ZYX: true, springfield: true, quorr: true, Main: true, brien: true, nomatch: true, gar: false, 'wo-10': false, "o'brien": false, M1: false, '1010': false };
    for (const fold of [false, true]) {
      if (fold) await foldKeyCounts(h.db);
      for (const [p, term] of [[1, 'garcia'], [1, 'ZYX'], [1, 'quorr'], [2, 'springfield'], [2, 'Main'], [2, 'brien'], [1, 'gar'], [1, 'wo-10'], [2, "o'brien"], [1, 'M1'], [1, '1010'], [2, 'nomatch']] as const) {
        const want = (await expectedMatches(p, term)).length;
        expect(await searchTokenCount(h.db, p, term), `${term}, folded ${fold}`).toBe(byToken[term] ? want : null);
      }
    }
    for (const [p, term] of [[1, 'garcia'], [1, 'ZYX'], [2, 'springfield'], [1, 'wo-10'], [2, "o'brien"], [1, 'M1'], [2, 'nomatch'], [1, 'gar']] as const) {
      const want = await expectedMatches(p, term);
      expect(await countAssetsPg(h.db, { partnerId: p, search: term }), term).toBe(want.length);
      const page = await listAssetRowsPg(h.db, { partnerId: p, search: term }, { criteria: 'model_number', order: 'asc' }, { limit: 15, offset: 0 });
      const byModel = [...want].sort((a, b) => (a.model_number! < b.model_number! ? -1 : a.model_number! > b.model_number! ? 1 : a.seq - b.seq));
      expect(page.map((r) => r.seq), term).toEqual(byModel.slice(0, 15).map((a) => a.seq));
      // With another filter: counted through the matching seqs.
      const pending = want.filter((a) => a.seq % 3 !== 0).length;
      expect(await countAssetsPg(h.db, { partnerId: p, search: term, status: 'pending' }), term).toBe(pending);
    }
    await sql`TRUNCATE assets, requests, partners RESTART IDENTITY CASCADE`.execute(h.db);
    await compare();
    const left = await sql<{ n: number }>`SELECT count(*)::int AS n FROM asset_search`.execute(h.db);
    expect(left.rows[0]!.n).toBe(0);
    const tokens = await sql<{ n: number }>`SELECT count(*)::int AS n FROM asset_key_counts WHERE kind = 'token'`.execute(h.db);
    expect(tokens.rows[0]!.n).toBe(0);
  });
});
