import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choosePageStrategy, listAssets } from './asset-list-query';
import { openDatabase, type DbHandle } from './connection';
import { SEARCHABLE_ASSET_COLUMNS } from './migrations/0002-asset-search';
import type { AssetListSort } from '../port';
import type { Database } from '../schema';

// A search term alone, for a partner that owns every asset (asset-list-query.ts searchAlone): the
// total and the page are those of a plain filter over the rows, on both sides of the count at which
// the page is walked in sort order, and a common term is matched in full once, not once for the
// count and again for the page (asset-search.ts searchTotalAndPageSeqs).

const ROWS = 3_000;
const CITIES = ['Springfield', 'Tulsa', 'Columbus', 'Phoenix'];

interface Row {
  seq: number;
  model: string;
  customer: string | null;
  address: string;
  uniqueId: string;
}

let dir: string;
let h: DbHandle;
let partnerId: number;
const rows: Row[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'nameplate-search-alone-'));
  h = await openDatabase({ dataDir: dir });
  const s = h.sqlite;
  const now = '2025-06-01T00:00:00.000Z';
  partnerId = Number(s.prepare("INSERT INTO partners (slug, name, created_at) VALUES ('acme', 'acme', ?)").run(now).lastInsertRowid);
  const requestId = '00000000-0000-4000-8000-000000000001';
  s.prepare(`INSERT INTO requests (id, partner_id, added_from, added_by, status, assets_count, completed_count, created_at, updated_at)
    VALUES (?, ?, 'batch-import', 'u@x', 'completed', ?, ?, ?, ?)`).run(requestId, partnerId, ROWS, ROWS, now, now);
  const insert = s.prepare(`INSERT INTO assets (seq, id, partner_id, request_id, added_from, added_by, model_number, customer_name,
    customer_address, unique_id, status, created_at, updated_at) VALUES (?, ?, ?, ?, 'batch-import', 'u@x', ?, ?, ?, ?, 'completed', ?, ?)`);
  s.transaction(() => {
    for (let i = 0; i < ROWS; i++) {
      const r: Row = {
        seq: i + 1,
        // Model order unrelated to seq order, with ties (seq breaks them).
        model: `M${String((i * 7919) % 1_000).padStart(4, '0')}`,
        customer: i % 10 === 0 ? null : `Customer ${(i * 31) % 500}`,
        address: `${i} Oak St, ${CITIES[i % 4]}`,
        uniqueId: `WO-${i}`,
      };
      rows.push(r);
      insert.run(r.seq, `a-${r.seq}`, partnerId, requestId, r.model, r.customer, r.address, r.uniqueId, now, now);
    }
    // No insert trigger fills the search index (migration 0006): rows are indexed explicitly, as the app does.
    s.exec(`INSERT INTO assets_fts (rowid, ${SEARCHABLE_ASSET_COLUMNS.join(', ')}) SELECT seq, ${SEARCHABLE_ASSET_COLUMNS.join(', ')} FROM assets`);
  })();
});
afterAll(async () => {
  await h?.close();
  rmSync(dir, { recursive: true, force: true });
});

const has = (r: Row, term: string) => [r.model, r.customer ?? '', r.address, r.uniqueId].some((v) => v.toLowerCase().includes(term.toLowerCase()));

/** SQLite's order of a sort: text bytewise, NULL first ascending (last descending), seq breaking ties. */
function expectedPage(term: string, sort: AssetListSort, window: { limit: number; offset: number }) {
  const key = (r: Row) => (sort.criteria === 'customer_name' ? r.customer : r.model);
  const cmp = (a: Row, b: Row) => {
    const [ka, kb] = [key(a), key(b)];
    const c = ka === kb ? a.seq - b.seq : ka === null ? -1 : kb === null ? 1 : ka < kb ? -1 : 1;
    return sort.order === 'asc' ? c : -c;
  };
  const matching = rows.filter((r) => has(r, term)).sort(cmp);
  return { total: matching.length, seqs: matching.slice(window.offset, window.offset + window.limit).map((r) => r.seq) };
}

describe('a search term alone', () => {
  const sorts: AssetListSort[] = [
    { criteria: 'model_number', order: 'asc' },
    { criteria: 'model_number', order: 'desc' },
    { criteria: 'customer_name', order: 'asc' },
    { criteria: 'customer_name', order: 'desc' },
  ];

  it('gives the exact total and page, walked or sorted, and nothing past the end', async () => {
    // Springfield: 750 of 3,000, walked for the first pages, sorted for deep ones (choosePageStrategy);
    // WO-12: 111 (WO-12, WO-120…, WO-1200…), sorted; WO-2999: one; Zanzibar: none.
    for (const term of ['Springfield', 'springFIELD', 'WO-12', 'WO-2999', 'Zanzibar']) {
      for (const sort of sorts) {
        for (const window of [
          { limit: 15, offset: 0 },
          { limit: 15, offset: 45 },
          { limit: 100, offset: 600 },
          { limit: 15, offset: 745 },
          { limit: 15, offset: 750 },
        ]) {
          const expected = expectedPage(term, sort, window);
          const got = await listAssets(h.reader, { partnerId, search: term }, sort, window);
          const label = JSON.stringify([term, sort, window]);
          expect(got.total, label).toBe(expected.total);
          expect(
            got.rows.map((r) => r.seq),
            label,
          ).toEqual(expected.seqs);
        }
      }
    }
    // Both plans of the common term ran above: the walk for its first page, the sort for a deep one.
    expect(choosePageStrategy(750, ROWS, { limit: 15, offset: 0 })).toBe('sort-index');
    expect(choosePageStrategy(750, ROWS, { limit: 100, offset: 600 })).toBe('filter-index');
  });

  it('matches a common term in full once for its total and first page', async () => {
    const statements: string[] = [];
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: h.sqlite }),
      log: (e) => {
        if (e.level === 'query') statements.push(e.query.sql);
      },
    });
    const got = await listAssets(db, { partnerId, search: 'Springfield' }, sorts[0]!, { limit: 15, offset: 0 });
    expect(got.total).toBe(750);
    const matching = statements.filter((q) => q.includes('assets_fts'));
    // A count of the matches capped at the walk's threshold, then the matches stored once for the total and the page.
    expect(matching).toHaveLength(2);
    expect(matching[0]).toMatch(/limit \?/);
    expect(matching[1]).toMatch(/^INSERT INTO temp\.search_matches/);
    expect(statements.filter((q) => /search_matches/.test(q) && /ORDER BY/.test(q))).toHaveLength(1);
    // Emptied before the connection is released.
    expect(h.sqlite.prepare('SELECT count(*) FROM temp.search_matches').pluck().get()).toBe(0);
  });
});
