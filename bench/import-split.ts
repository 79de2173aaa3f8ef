// `npm run bench:import-split` — where the time from 201 to every asset final goes, on SQLite.
//
//   npm run bench:import-split -- --rows 200000 [--runs 3] [--seed N] [--keep]
//                                 [--import-cache-kib N]  the copying thread's page cache (default IMPORT_CACHE_KIB)
//
// Accepts the bench's CSV (bench/lib/csv-generator.ts, the file `npm run bench` uses) as a large
// upload, then runs the worker side's import (upload-importer.ts) with the real engine and the
// checkpointer thread, as the server's worker does, and splits its wall time: the model-order sort
// (on the thread), the engine on this thread, each slice's size and copy on the thread, and the time
// the thread sat idle before each copy (waiting for the engine). CPU time per thread comes from
// /proc/self/task (Linux): this thread's (and the engine's part of it, by batch) and the other
// threads' (the checkpointer's sort, copies and checkpoints, GC). Then the
// enrichment floor (bench/lib/enrichment-floor.ts) on the imported rows, wall and CPU, in the same
// run. No server, no HTTP: the import alone, from its claim. Prints medians over --runs, and the
// process's peak RSS after the first import (run one process per setting to compare it); --keep
// keeps the data directory.
import { createReadStream, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { issueToken } from '../src/server/auth/tokens';
import { readCatalogModels } from '../src/server/catalog/load-catalog';
import { SqliteStorage } from '../src/server/storage/sqlite/sqlite-storage';
import { UploadImporter } from '../src/server/storage/sqlite/upload-importer';
import { IMPORT_CACHE_KIB, startWalCheckpointer } from '../src/server/storage/sqlite/wal-checkpointer';
import { createEngineEnricher } from '../src/server/worker/engine';
import { inlineBatchEnricher } from '../src/server/worker/enrichment-worker';
import type { BatchEnricher } from '../src/server/storage/port';
import { generateCsv } from './lib/csv-generator';
import { measureEnrichmentFloorMs } from './lib/enrichment-floor';
import { numberArg } from './lib/args';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BENCH_DIR = path.join(ROOT, '.bench');
const rows = numberArg('rows', 200_000);
const seed = numberArg('seed', 20240501);
const runs = numberArg('runs', 1);
const keep = process.argv.includes('--keep');
const importCacheKiB = numberArg('import-cache-kib', IMPORT_CACHE_KIB);

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

const TICK_MS = 10; // USER_HZ = 100 on Linux
/** CPU time (ms) of this process's threads, by thread id (/proc/self/task/<tid>/stat utime + stime). */
function threadCpuMs(): Map<number, number> {
  const out = new Map<number, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(Number(tid), (Number(f[11]) + Number(f[12])) * TICK_MS);
    } catch {
      // the thread ended
    }
  }
  return out;
}
function mainCpuMs(): number {
  return threadCpuMs().get(process.pid) ?? 0;
}
function otherCpuMs(m: Map<number, number>): number {
  let n = 0;
  for (const [tid, ms] of m) if (tid !== process.pid) n += ms;
  return n;
}

interface Split {
  mainCpuMs: number;
  otherCpuMs: number;
  engineCpuMs: number;
  totalMs: number;
  sortMs: number;
  engineMs: number;
  engineRows: number;
  enrichLoopMs: number;
  copyMs: number[];
  sliceRows: number[];
  /** Per copy: the time the copying thread sat idle before it (since the sort or the previous copy ended). */
  idleMs: number[];
  floorMs: number;
  floorCpuMs: number;
  /** The process's peak RSS (MB) once the import is done. */
  peakRssMb: number;
}

async function once(csv: string): Promise<Split> {
  const dataDir = mkdtempSync(path.join(BENCH_DIR, 'split-'));
  const storage = await SqliteStorage.open({ dataDir });
  try {
    await issueToken(storage.tokens, 'bench', 'bench@example.com');
    const partner = await storage.handle.db.selectFrom('partners').select('id').executeTakeFirstOrThrow();
    const staged = await storage.uploads.stage(createReadStream(csv, { highWaterMark: 64 * 1024 }));
    await storage.uploads.accept(staged, { partnerId: partner.id, addedBy: 'bench@example.com', distributor: 'd', fileName: 'x.csv', now: new Date() });

    const checkpointer = startWalCheckpointer(storage.handle, { importCacheKiB });
    const split: Split = { mainCpuMs: 0, otherCpuMs: 0, engineCpuMs: 0, totalMs: 0, sortMs: 0, engineMs: 0, engineRows: 0, enrichLoopMs: 0, copyMs: [], sliceRows: [], idleMs: [], floorMs: 0, floorCpuMs: 0, peakRssMb: 0 };
    let threadFree = 0;
    const inner = inlineBatchEnricher(createEngineEnricher({ today: () => new Date() }));
    const enrichBatch: BatchEnricher = async (inputs) => {
      const t = performance.now();
      const c = mainCpuMs();
      const r = await inner(inputs);
      split.engineCpuMs += mainCpuMs() - c;
      split.engineMs += performance.now() - t;
      split.engineRows += inputs.length;
      return r;
    };
    const importer = new UploadImporter(
      storage.handle,
      dataDir,
      async (file, sqlText) => {
        const t = performance.now();
        await checkpointer.runOnStagingFile(file, sqlText);
        threadFree = performance.now();
        split.sortMs += threadFree - t;
      },
      () => new Date(),
      undefined,
      {
        enrichBatch,
        copySlice: async (plan) => {
          const t = performance.now();
          split.idleMs.push(t - threadFree);
          split.sliceRows.push(plan.to - plan.from + 1);
          const r = await checkpointer.runImportSlice(plan);
          threadFree = performance.now();
          split.copyMs.push(threadFree - t);
          return r;
        },
      },
    );
    const cpu0 = threadCpuMs();
    const t0 = performance.now();
    const n = await importer.importNext();
    split.totalMs = performance.now() - t0;
    const cpu1 = threadCpuMs();
    split.mainCpuMs = (cpu1.get(process.pid) ?? 0) - (cpu0.get(process.pid) ?? 0);
    split.otherCpuMs = otherCpuMs(cpu1) - otherCpuMs(cpu0);
    split.peakRssMb = process.resourceUsage().maxRSS / 1024;
    if (n !== rows) throw new Error(`imported ${n} of ${rows}`);
    await checkpointer.stop();
    // The enrichment floor on the imported rows (bench/lib/enrichment-floor.ts), as `npm run bench` measures it.
    const floorCpu0 = mainCpuMs();
    split.floorMs = (await measureEnrichmentFloorMs(storage.handle.file, path.join(dataDir, 'floor'))).ms;
    split.floorCpuMs = mainCpuMs() - floorCpu0;
    return split;
  } finally {
    await storage.close();
    if (keep) console.log(`kept ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  mkdirSync(BENCH_DIR, { recursive: true });
  const csv = path.join(BENCH_DIR, `assets-${rows}-${seed}.csv`);
  if (!existsSync(csv)) await generateCsv({ file: csv, rows, models: readCatalogModels(), seed });
  const all: Split[] = [];
  for (let r = 0; r < runs; r++) {
    const s = await once(csv);
    all.push(s);
    const copy = s.copyMs.reduce((a, b) => a + b, 0);
    console.log(
      `run ${r + 1}: import ${fmt(s.totalMs)} ms ÷ enrichment floor ${fmt(s.floorMs)} ms = ${(s.totalMs / s.floorMs).toFixed(2)}× (CPU: import ${fmt(s.mainCpuMs + s.otherCpuMs)} ms ÷ floor ${fmt(s.floorCpuMs)} ms = ${((s.mainCpuMs + s.otherCpuMs) / s.floorCpuMs).toFixed(2)}×); import = sort ${fmt(s.sortMs)} + engine ${fmt(s.engineMs)} (${(s.engineMs * 1000 / s.engineRows).toFixed(1)} µs/row) ` +
        `+ rest; peak RSS ${fmt(s.peakRssMb)} MB; ${s.sliceRows.length} slices [${s.sliceRows.map(fmt).join(', ')}] copied on the thread in ${fmt(copy)} ms [${s.copyMs.map(fmt).join(', ')}], the thread idle before each [${s.idleMs.map(fmt).join(', ')}]; CPU: this thread ${fmt(s.mainCpuMs)} ms ` +
        `(engine ${fmt(s.engineCpuMs)}), the other threads (the checkpointer's sort and copies, GC) ${fmt(s.otherCpuMs)} ms`,
    );
  }
  const m = (f: (s: Split) => number) => fmt(median(all.map(f)));
  console.log(`median of ${runs} (copying thread's page cache ${fmt(importCacheKiB)} KiB): import ÷ floor ${median(all.map((s) => s.totalMs / s.floorMs)).toFixed(2)}×, import ${m((s) => s.totalMs)} ms, CPU this thread ${m((s) => s.mainCpuMs)} (engine ${m((s) => s.engineCpuMs)}), other threads ${m((s) => s.otherCpuMs)}, sort ${m((s) => s.sortMs)}, engine ${m((s) => s.engineMs)}, copies ${m((s) => s.copyMs.reduce((a, b) => a + b, 0))}, last copy ${m((s) => s.copyMs.at(-1) ?? 0)}, thread idle ${m((s) => s.idleMs.reduce((a, b) => a + b, 0))}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
