// `npm run bench:csv` — what the CSV parser costs of an upload, for the choice of one parser for the
// dashboard preview and the server (ingest/README.md, "One parser").
//
//   npm run bench:csv                    1,000,000 rows (~100 MB, the file of `npm run bench`), 3 runs
//   npm run bench:csv -- --rows 200000 --runs 5
//
// Each run, on the bench file (bench/lib/csv-generator.ts, reused from .bench/ when present):
// 1. the whole upload: a fresh real server (as `npm run serve`), one streamed multipart POST, time to
//    the 201 (decode, parse, validate, stage); the server is stopped right after;
// 2. in this process, the file read in 256 KiB chunks, decoded by the fatal UTF-8 decoder and parsed
//    (no validation): by the hand-written streaming parser (domain/csv/csv-stream-parser.ts) and by
//    papaparse in its stream mode (a Node Readable of the decoded text, `chunk` callback, 1 MiB chunks,
//    delimiter ',' — as the preview worker called it). Both must count the same records.
// Prints the medians and the shares of the upload; the issue's rule: papaparse everywhere if it costs
// at most 10 % of the upload.
import { createReadStream, existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import Papa from 'papaparse';
import { MAX_CSV_BYTES } from '../src/contract/csv-upload';
import { CsvStreamParser } from '../src/domain/csv/csv-stream-parser';
import { Utf8CsvDecoder } from '../src/domain/csv/utf8-csv-decoder';
import { issueToken } from '../src/server/auth/tokens';
import { readCatalogModels } from '../src/server/catalog/load-catalog';
import { openStorage } from '../src/server/storage';
import { numberArg } from './lib/args';
import { generateCsv } from './lib/csv-generator';
import { closeAgent, uploadCsv } from './lib/http-client';
import { startServer } from './lib/server-process';
import { median } from './lib/stats';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BENCH_DIR = path.join(ROOT, '.bench');
const PARTNER = 'bench';
/** The issue's rule (19, item 6): a library unless it costs over this share of the upload. */
const LIBRARY_SHARE_LIMIT = 0.1;
const READ_CHUNK_BYTES = 256 * 1024;
/** papaparse's chunk, as the preview worker used it (1 MiB; faster here than its default). */
const PAPA_CHUNK_BYTES = 1024 * 1024;

const rows = numberArg('rows', 1_000_000);
const seed = numberArg('seed', 20240501);
const runs = numberArg('runs', 3);

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const pct = (x: number) => `${fmt(100 * x, 1)} %`;

async function* decodedChunks(file: string): AsyncGenerator<string> {
  const decoder = new Utf8CsvDecoder();
  for await (const chunk of createReadStream(file, { highWaterMark: READ_CHUNK_BYTES })) yield decoder.decode(chunk as Buffer);
  yield decoder.end();
}

async function handWrittenMs(file: string): Promise<{ ms: number; records: number }> {
  let records = 0;
  const t = performance.now();
  const parser = new CsvStreamParser(() => {
    records++;
  });
  for await (const text of decodedChunks(file)) parser.write(text);
  parser.end();
  return { ms: performance.now() - t, records };
}

function papaparseMs(file: string): Promise<{ ms: number; records: number }> {
  return new Promise((resolve, reject) => {
    let records = 0;
    const t = performance.now();
    Papa.parse<string[]>(Readable.from(decodedChunks(file)) as unknown as File, {
      delimiter: ',',
      header: false,
      skipEmptyLines: false,
      chunkSize: PAPA_CHUNK_BYTES,
      chunk(results) {
        records += results.data.length;
      },
      complete: () => resolve({ ms: performance.now() - t, records }),
      error: reject,
    });
  });
}

async function uploadMs(csv: string): Promise<{ ms: number; assets: number }> {
  const dataDir = mkdtempSync(path.join(BENCH_DIR, 'data-csv-'));
  const setup = await openStorage({ dataDir });
  const { token } = await issueToken(setup.tokens, PARTNER, 'bench@example.com');
  await setup.close();
  const server = await startServer({ dataDir, logFile: path.join(dataDir, 'server.log'), cwd: ROOT });
  try {
    const t = performance.now();
    const res = await uploadCsv(server.baseUrl, `/enrichment/${PARTNER}/requests/upload?distributor=bench`, token, csv);
    const ms = performance.now() - t;
    if (res.status !== 201) throw new Error(`upload → ${res.status}: ${res.body.slice(0, 500)}`);
    return { ms, assets: (JSON.parse(res.body) as { data: { assets_count: number } }).data.assets_count };
  } finally {
    closeAgent();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  mkdirSync(BENCH_DIR, { recursive: true });
  const csv = path.join(BENCH_DIR, `assets-${rows}-${seed}.csv`);
  if (!existsSync(csv)) await generateCsv({ file: csv, rows, models: readCatalogModels(), seed });
  const fileBytes = statSync(csv).size;
  if (fileBytes > MAX_CSV_BYTES) throw new Error(`${csv} is ${fileBytes} bytes, over the upload limit: use fewer --rows`);

  const upload: number[] = [];
  const hand: number[] = [];
  const papa: number[] = [];
  for (let r = 0; r < runs; r++) {
    const u = await uploadMs(csv);
    // Alternate the order so that neither parser always runs on a warmer cache.
    let h: { ms: number; records: number };
    let p: { ms: number; records: number };
    if (r % 2 === 0) {
      h = await handWrittenMs(csv);
      p = await papaparseMs(csv);
    } else {
      p = await papaparseMs(csv);
      h = await handWrittenMs(csv);
    }
    if (h.records !== p.records) throw new Error(`the parsers disagree: ${h.records} records (hand-written) vs ${p.records} (papaparse)`);
    upload.push(u.ms);
    hand.push(h.ms);
    papa.push(p.ms);
    console.log(`run ${r + 1}: upload ${fmt(u.ms)} ms (${fmt(u.assets)} assets); decode+parse: hand-written ${fmt(h.ms)} ms, papaparse ${fmt(p.ms)} ms (${fmt(h.records)} records)`);
  }
  const u = median(upload);
  const h = median(hand);
  const p = median(papa);
  // The upload with papaparse instead: the hand-written parse replaced by papaparse's.
  const uPapa = u - h + p;
  const extra = (p - h) / u;
  console.log(
    [
      '',
      `CSV parse cost — ${fmt(rows)} rows, ${fmt(fileBytes / 1e6, 1)} MB, median of ${runs} runs (npm run bench:csv -- --rows ${rows} --runs ${runs})`,
      '| measure | ms | share of the upload |',
      '|---|---:|---:|',
      `| upload: time to 201 (hand-written parser inside) | ${fmt(u)} | 100 % |`,
      `| decode + parse, hand-written | ${fmt(h)} | ${pct(h / u)} |`,
      `| decode + parse, papaparse | ${fmt(p)} | ${pct(p / uPapa)} of an upload with it (${fmt(uPapa)} ms) |`,
      `| papaparse's extra over the hand-written | ${fmt(p - h)} | ${pct(extra)} |`,
      '',
      `Rule (≤ ${pct(LIBRARY_SHARE_LIMIT)} of the upload → papaparse): papaparse's parse is ${pct(p / uPapa)} of the upload, its extra ${pct(extra)} → ${
        p / uPapa <= LIBRARY_SHARE_LIMIT ? 'papaparse everywhere' : 'the hand-written parser everywhere'
      }.`,
    ].join('\n'),
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
