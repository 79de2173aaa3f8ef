// One process of the Postgres bench (bench/ingest-pg.ts), as the service would run it: each role in
// a process of its own, so its peak RSS (VmHWM) is that role's. Prints one JSON line when done.
//   copy-floor <url> <csv>            parse the CSV and COPY its rows into a bare table (the 201's floor)
//   accept     <url> <csv> <partner>  parse the CSV and acceptUpload it (the 201)
//   import     <url> <request> [--no-engine]  finishImport: enriched at import (rows land final), or pending
//   queue      <url>                  after "go" on stdin: claim → engine → finalize until the queue is empty
// Run bundled, with the service's node flags (bench/ingest-pg.ts bundleRole). Times exclude the process's start
// (the catalog; a queue worker's engine warm-up): each role reports its own.
import { createReadStream, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import { CsvUploadReader } from '../../src/contract/csv-upload-reader';
import { stageRow, type StagedRow } from '../../src/server/ingest/csv-rows';
import { openPostgres } from '../../src/server/storage/postgres/connection';
import { PgAssetQueue } from '../../src/server/storage/postgres/queue';
import { acceptUpload, copyField, finishImport } from '../../src/server/storage/postgres/upload-import';
import { CLAIM_BATCH_SIZE } from '../../src/server/storage/port';
import { createEngineEnricher } from '../../src/server/worker/engine';
import { inlineBatchEnricher } from '../../src/server/worker/enrichment-worker';

const [role, url, ...rest] = process.argv.slice(2);
/** Inputs a queue worker's engine runs over before it is timed. */
const WARM_ROWS = 5_000;

function peakRssMiB(): number {
  const m = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync('/proc/self/status', 'utf8'));
  return m?.[1] ? Number(m[1]) / 1024 : Number.NaN;
}

/** The CSV's rows as the upload route stages them (the upload's reader and row validation). */
async function* stagedRows(file: string): AsyncGenerator<StagedRow> {
  let ready: StagedRow[] = [];
  const reader = new CsvUploadReader((row, rowNumber) => ready.push(stageRow(row, rowNumber)));
  for await (const chunk of createReadStream(file, { highWaterMark: 256 * 1024 })) {
    reader.write(chunk as Buffer);
    yield* ready;
    ready = [];
  }
  reader.end();
  yield* ready;
}

async function main(): Promise<object> {
  if (!url) throw new Error('usage: pg-role.ts <role> <url> …');
  const h = openPostgres(url, { max: 2 });
  try {
    switch (role) {
      case 'copy-floor': {
        const t0 = performance.now();
        const client = await h.pool.connect();
        try {
          await client.query(
            `CREATE TABLE bare_${process.pid} (request_id text, ord int, model_number text, brand text, serial_number text, customer_name text, customer_address text, unique_id text, date_added text, type_of_service text, notes text, status text, status_reason text)`,
          );
          async function* text() {
            let chunk = '';
            let ord = 0;
            for await (const r of stagedRows(rest[0]!)) {
              chunk += ['r', String(++ord), ...r.values.map(copyField), r.status, copyField(r.statusReason)].join('\t') + '\n';
              if (chunk.length >= 65536) {
                yield chunk;
                chunk = '';
              }
            }
            if (chunk) yield chunk;
          }
          await pipeline(Readable.from(text()), client.query(copyFrom(`COPY bare_${process.pid} FROM STDIN`)));
        } finally {
          client.release();
        }
        return { ms: performance.now() - t0 };
      }
      case 'accept': {
        const t0 = performance.now();
        const meta = { partnerId: Number(rest[1]), addedBy: 'bench@example.com', distributor: 'bench-distributor', fileName: 'bench.csv', now: new Date() };
        const a = await acceptUpload(h, meta, stagedRows(rest[0]!));
        return { ms: performance.now() - t0, requestId: a.request.id, rows: a.rows, pending: a.pending };
      }
      case 'import': {
        const engine = rest.includes('--no-engine') ? null : inlineBatchEnricher(createEngineEnricher({ today: () => new Date() }));
        const t0 = performance.now();
        const done = await finishImport(h, rest[0], new Date(), { enrichBatch: engine });
        return { ms: performance.now() - t0, rows: done?.rows ?? 0 };
      }
      case 'queue': {
        const engine = inlineBatchEnricher(createEngineEnricher({ today: () => new Date() }));
        const q = new PgAssetQueue(h.db);
        // A worker runs for long: its engine is warm (JIT, caches). Warmed on the first WARM_ROWS
        // queued inputs before the clock starts, so N short-lived processes are not N cold starts.
        const warm = await h.pool.query(`SELECT model_number, brand, serial_number, date_added, type_of_service FROM assets WHERE status = 'pending' ORDER BY seq LIMIT ${WARM_ROWS}`);
        for (let i = 0; i < warm.rows.length; i += 1000) await engine(warm.rows.slice(i, i + 1000));
        process.stdout.write('ready\n');
        for await (const line of createInterface({ input: process.stdin })) if (line === 'go') break;
        const t0 = performance.now();
        let done = 0;
        for (;;) {
          const c = await q.claim(CLAIM_BATCH_SIZE);
          if (c.assets.length === 0) {
            if (!(await q.hasPending())) break;
            continue;
          }
          const { outcomes } = await engine(c.assets.map((a) => a.input));
          done += await q.finalize(c.token, c.assets.map((asset, i) => ({ asset, outcome: outcomes[i]! })));
        }
        return { ms: performance.now() - t0, done };
      }
      default:
        throw new Error(`unknown role ${role}`);
    }
  } finally {
    await h.close();
  }
}

main().then(
  (r) => {
    process.stdout.write(JSON.stringify({ ...r, peakRssMiB: peakRssMiB() }) + '\n');
    process.exit(0);
  },
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
