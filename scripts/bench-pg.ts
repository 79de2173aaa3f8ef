// PostgreSQL engine bench (src/server/storage/postgres), each figure against a floor measured in
// the same run, medians of --runs fresh databases:
//   accept   acceptUpload (COPY into upload_rows + request, the 201)  vs  COPY of the same text into a bare table
//   import   finishImport (INSERT … SELECT into assets, every index) vs  the same INSERT … SELECT into an index-less copy of assets
//   queue    claim + finalize of every asset (outcomes precomputed, no engine) with 1, 2, 4 claimers: assets/s
// Usage: npx tsx scripts/bench-pg.ts [--rows 200000] [--runs 3] [--workers 1,2,4]
// Uses TEST_DATABASE_URL, else starts a throwaway cluster (scripts/pg-throwaway.mjs).
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'kysely';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { openPostgres, type PgHandle } from '../src/server/storage/postgres/connection';
import { migratePostgres } from '../src/server/storage/postgres/migrate';
import { PgAssetQueue } from '../src/server/storage/postgres/queue';
import { acceptUpload, copyField, finishImport } from '../src/server/storage/postgres/upload-import';
import type { StagedRow } from '../src/server/ingest/csv-rows';
import type { AssetOutcome } from '../src/server/storage/port';
// @ts-expect-error plain ESM script without types
import { startThrowawayPostgres } from './pg-throwaway.mjs';

const arg = (name: string, dflt: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : dflt;
};
const ROWS = Number(arg('rows', '200000'));
const RUNS = Number(arg('runs', '3'));
const WORKERS = arg('workers', '1,2,4').split(',').map(Number);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function rows(n: number): StagedRow[] {
  const brands = ['Carrier', 'Trane', 'Lennox', 'Goodman', 'Rheem'];
  return Array.from({ length: n }, (_, i) => ({
    values: [`M${(i * 7919) % n}-${i % 13}`, brands[i % 5]!, `S${i * 31}`, `Customer ${i % 997}`, `${i % 500} Main St`, null, '2024-03-01', i % 2 ? 'install' : null, null],
    status: i % 50 === 0 ? 'failed' : 'pending',
    statusReason: i % 50 === 0 ? `Row ${i + 2}: bad` : null,
  }));
}

async function withDatabase<T>(adminUrl: string, work: (h: PgHandle) => Promise<T>): Promise<T> {
  const name = `nameplate_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const h = openPostgres(u.toString(), { max: 8 });
  try {
    await migratePostgres(h.db);
    await h.db.insertInto('partners').values({ slug: 'bench', name: 'bench', created_at: new Date().toISOString() }).execute();
    return await work(h);
  } finally {
    await h.close();
    await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function copyFloor(h: PgHandle, data: StagedRow[]): Promise<number> {
  await sql`CREATE TABLE bare (request_id text, ord int, model_number text, brand text, serial_number text, customer_name text, customer_address text, unique_id text, date_added text, type_of_service text, notes text, status text, status_reason text)`.execute(h.db);
  const client = await h.pool.connect();
  try {
    const t0 = performance.now();
    async function* text() {
      let chunk = '';
      for (let i = 0; i < data.length; i++) {
        const r = data[i]!;
        chunk += ['r', String(i + 1), ...r.values.map(copyField), r.status, copyField(r.statusReason)].join('\t') + '\n';
        if (chunk.length >= 65536) {
          yield chunk;
          chunk = '';
        }
      }
      if (chunk) yield chunk;
    }
    await pipeline(Readable.from(text()), client.query(copyFrom('COPY bare FROM STDIN')));
    return performance.now() - t0;
  } finally {
    client.release();
  }
}

const outcome: AssetOutcome = {
  status: 'completed', status_reason: null, match_type: 'exact_match', enrichment_id: 'e1', oem_id: 'oem-1', confidence_score: 0.9,
  enrichment_source: 'catalog', enrichment_model: 'M', enrichment_brand: 'Carrier', enrichment_type: 'furnaces', enrichment_model_notes: null,
  enrichment_image_path: '/static/equipment/furnaces.svg', manufacturing_date: '2019-04', manufacture_ref_date: '2019-04-01',
  registered_expiration_date: '2029-04-01', unregistered_expiration_date: '2024-04-01', replacement_key: 'N2037-04-01', result_json: '{}', last_error: null,
};

async function main() {
  let url = process.env.TEST_DATABASE_URL;
  let stop: (() => void) | null = null;
  if (!url) {
    const pgc = await startThrowawayPostgres();
    url = pgc.url as string;
    stop = pgc.stop as () => void;
    process.on('exit', () => stop?.());
  }
  const data = rows(ROWS);
  const partnerId = 1;
  const meta = { partnerId, addedBy: 'bench@example.com', distributor: null, fileName: 'bench.csv', now: new Date() };
  const r: Record<string, number[]> = { floorCopy: [], accept: [], floorInsert: [], import: [] };
  for (let run = 0; run < RUNS; run++) {
    await withDatabase(url, async (h) => {
      // Alternate the order of measured and floor within a run.
      const floorFirst = run % 2 === 0;
      if (floorFirst) r.floorCopy!.push(await copyFloor(h, data));
      let t0 = performance.now();
      const accepted = await acceptUpload(h, meta, data);
      r.accept!.push(performance.now() - t0);
      if (!floorFirst) r.floorCopy!.push(await copyFloor(h, data));
      // Floor of the import: the same INSERT … SELECT into an index-less copy of assets.
      await sql`CREATE TABLE assets_bare (LIKE assets INCLUDING DEFAULTS INCLUDING GENERATED INCLUDING IDENTITY)`.execute(h.db);
      t0 = performance.now();
      await sql`INSERT INTO assets_bare (id, partner_id, request_id, distributor, added_from, added_by, model_number, brand, serial_number, customer_name, customer_address, unique_id, date_added, type_of_service, notes, status, status_reason, created_at, updated_at)
        SELECT gen_random_uuid()::text, r.partner_id, r.id, r.distributor, r.added_from, r.added_by, u.model_number, u.brand, u.serial_number, u.customer_name, u.customer_address, u.unique_id, u.date_added, u.type_of_service, u.notes, u.status, u.status_reason, r.created_at, now()
        FROM upload_rows u JOIN requests r ON r.id = u.request_id WHERE u.request_id = ${accepted.request.id} ORDER BY u.model_number, u.ord`.execute(h.db);
      r.floorInsert!.push(performance.now() - t0);
      t0 = performance.now();
      await finishImport(h, accepted.request.id);
      r.import!.push(performance.now() - t0);
    });
  }
  const line = (name: string, m: string, f: string) => {
    const a = median(r[m]!);
    const b = median(r[f]!);
    console.log(`${name.padEnd(8)} ${(a / 1000).toFixed(2)} s  floor ${(b / 1000).toFixed(2)} s  ratio ${(a / b).toFixed(2)}  (${ROWS} rows, median of ${RUNS})`);
  };
  line('accept', 'accept', 'floorCopy');
  line('import', 'import', 'floorInsert');

  for (const workers of WORKERS) {
    const rates: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await withDatabase(url, async (h) => {
        const accepted = await acceptUpload(h, meta, data);
        await finishImport(h, accepted.request.id);
        await sql`VACUUM ANALYZE assets`.execute(h.db);
        const t0 = performance.now();
        let done = 0;
        await Promise.all(
          Array.from({ length: workers }, async () => {
            const q = new PgAssetQueue(h.db);
            for (;;) {
              const c = await q.claim();
              if (c.assets.length === 0) {
                if (!(await q.hasPending())) return;
                continue;
              }
              const n = await q.finalize(c.token, c.assets.map((asset) => ({ asset, outcome })));
              done += n;
            }
          }),
        );
        rates.push(done / ((performance.now() - t0) / 1000));
      });
    }
    console.log(`queue    ${workers} claimer(s): ${Math.round(median(rates))} assets/s (claim + finalize, no engine; median of ${RUNS})`);
  }
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
