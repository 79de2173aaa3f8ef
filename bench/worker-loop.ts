// `npm run bench:worker` — the enrichment loop alone, phase by phase, on a real upload.
//
//   npm run bench:worker                       200,000 rows
//   npm run bench:worker -- --rows 1000000     options: --rows N  --seed N  --write-batch N  --runs N
//                                              --cache-kib N (the write connection's page cache, default CACHE_SIZE_KIB)
//                                              --claim-batch N (assets per claim, default CLAIM_BATCH_SIZE)
//
// The CSV of `npm run bench` (bench/lib/csv-generator.ts, reused from .bench/ when present) is staged
// and committed as an upload (storage/sqlite/stage-csv.ts, storage/sqlite/commit-upload.ts) into a fresh database;
// then the worker's cycle runs until the queue is empty, in one process with no API and no search
// indexing: claims of --claim-batch assets (default CLAIM_BATCH_SIZE) gathered up to --write-batch assets (default
// WRITE_BATCH_ASSETS), the engine inline, one finalize transaction for them — as EnrichmentWorker
// does. Prints µs per asset for claim / engine / finalize. With --runs N the whole run is repeated on
// a fresh copy of the committed database and the median of each phase is reported (the machine is
// shared: single runs vary).
import { copyFileSync, createReadStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { issueToken } from '../src/server/auth/tokens';
import { kyselyTokensRepo } from '../src/server/storage/tokens-repo';
import { loadCatalog, readCatalogModels } from '../src/server/catalog/load-catalog';
import { CACHE_SIZE_KIB, DB_FILE_NAME, openDatabase } from '../src/server/storage/sqlite/connection';
import { orderAndCommitUpload } from '../src/server/storage/sqlite/commit-upload';
import { stageCsv } from '../src/server/storage/sqlite/stage-csv';
import { createEngineEnricher } from '../src/server/worker/engine';
import { WRITE_BATCH_ASSETS } from '../src/server/worker/enrichment-worker';
import { AssetQueue, CLAIM_BATCH_SIZE, type AssetOutcome, type Claim } from '../src/server/storage/sqlite/queue';
import { generateCsv } from './lib/csv-generator';
import { numberArg } from './lib/args';
import { median } from './lib/stats';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BENCH_DIR = path.join(ROOT, '.bench');

const rows = numberArg('rows', 200_000);
const seed = numberArg('seed', 20240501);
const writeBatch = numberArg('write-batch', WRITE_BATCH_ASSETS);
const cacheKiB = numberArg('cache-kib', CACHE_SIZE_KIB);
const claimBatch = numberArg('claim-batch', CLAIM_BATCH_SIZE);
const runs = numberArg('runs', 1);

interface Phases {
  assets: number;
  claimMs: number;
  engineMs: number;
  finalizeMs: number;
}

/** One pass of the worker's cycle over every pending asset of the database in `dataDir`. */
async function runLoop(dataDir: string): Promise<Phases> {
  const handle = await openDatabase({ dataDir });
  handle.sqlite.pragma(`cache_size = -${cacheKiB}`);
  const enrich = createEngineEnricher({ today: () => new Date() });
  const queue = new AssetQueue(handle);
  const p: Phases = { assets: 0, claimMs: 0, engineMs: 0, finalizeMs: 0 };
  try {
    for (;;) {
      let t = performance.now();
      const claims: Claim[] = [];
      let gathered = 0;
      while (gathered < writeBatch) {
        const want = Math.min(claimBatch, writeBatch - gathered);
        const claim = await queue.claim(want, claims.at(-1)?.assets.at(-1)?.seq ?? 0);
        if (claim.assets.length === 0) break;
        claims.push(claim);
        gathered += claim.assets.length;
        if (claim.assets.length < want) break;
      }
      p.claimMs += performance.now() - t;
      if (claims.length === 0) break;
      t = performance.now();
      const written = claims.map((c) => ({ token: c.token, results: c.assets.map((asset) => ({ asset, outcome: enrich(asset.input) as AssetOutcome })) }));
      p.engineMs += performance.now() - t;
      t = performance.now();
      p.assets += await queue.finalize(written);
      p.finalizeMs += performance.now() - t;
    }
  } finally {
    await handle.close();
  }
  return p;
}

async function main(): Promise<void> {
  mkdirSync(BENCH_DIR, { recursive: true });
  const csv = path.join(BENCH_DIR, `assets-${rows}-${seed}.csv`);
  if (!existsSync(csv)) await generateCsv({ file: csv, rows, models: readCatalogModels(), seed });
  loadCatalog();

  const seeded = mkdtempSync(path.join(BENCH_DIR, 'worker-seed-'));
  const work: string[] = [];
  try {
    const handle = await openDatabase({ dataDir: seeded });
    const { partnerId } = await issueToken(kyselyTokensRepo(handle.db, handle.db), 'bench', 'bench@example.com');
    let t = performance.now();
    const staged = await stageCsv(createReadStream(csv), path.join(seeded, 'staging'));
    const stageMs = performance.now() - t;
    t = performance.now();
    await orderAndCommitUpload(handle, staged, { partnerId, addedBy: 'bench@example.com', distributor: null, fileName: path.basename(csv), now: new Date() }, null);
    const commitMs = performance.now() - t;
    staged.discard();
    handle.sqlite.pragma('wal_checkpoint(TRUNCATE)');
    await handle.close();
    console.log(`${rows.toLocaleString('en-US')} rows: staged (parse, validate) in ${stageMs.toFixed(0)} ms, sorted and committed in ${commitMs.toFixed(0)} ms`);

    const results: Phases[] = [];
    for (let r = 0; r < runs; r++) {
      const dir = mkdtempSync(path.join(BENCH_DIR, 'worker-run-'));
      work.push(dir);
      copyFileSync(path.join(seeded, DB_FILE_NAME), path.join(dir, DB_FILE_NAME));
      const p = await runLoop(dir);
      results.push(p);
      rmSync(dir, { recursive: true, force: true });
      const us = (ms: number) => ((ms * 1000) / p.assets).toFixed(1);
      const total = p.claimMs + p.engineMs + p.finalizeMs;
      console.log(
        `run ${r + 1}: ${p.assets.toLocaleString('en-US')} assets, per asset claim ${us(p.claimMs)} µs, engine ${us(p.engineMs)} µs, ` +
          `finalize ${us(p.finalizeMs)} µs, total ${us(total)} µs = ${Math.round(p.assets / (total / 1000)).toLocaleString('en-US')} assets/s`,
      );
    }
    if (runs > 1) {
      const per = (f: (p: Phases) => number) => median(results.map((p) => (f(p) * 1000) / p.assets)).toFixed(1);
      console.log(
        `median of ${runs} runs, per asset: claim ${per((p) => p.claimMs)} µs, engine ${per((p) => p.engineMs)} µs, finalize ${per((p) => p.finalizeMs)} µs, ` +
          `total ${per((p) => p.claimMs + p.engineMs + p.finalizeMs)} µs (claims of ${claimBatch.toLocaleString('en-US')}, write batch ${writeBatch.toLocaleString('en-US')}, page cache ${cacheKiB.toLocaleString('en-US')} KiB)`,
      );
    }
  } finally {
    rmSync(seeded, { recursive: true, force: true });
    for (const dir of work) rmSync(dir, { recursive: true, force: true });
  }
}

await main();
