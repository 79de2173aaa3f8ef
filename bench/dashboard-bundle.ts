// `npm run bench:bundle`: what a first visit to the dashboard downloads. Builds the dashboard with
// `npx vite build` into a temp dir (never the shared dist/), reads the built index.html for the
// initial JavaScript (the entry <script type="module"> plus every <link rel="modulepreload">) and
// CSS, and prints each file's raw, gzip (level 9, as typical servers are configured) and brotli
// (quality 11, the static-precompression setting) size; the initial JS gzip total against the issue's
// 150 KB budget (KB = 1000 bytes here, and KiB shown too); then every lazily loaded chunk, largest
// first, and the worker chunk(s). It reports and never gates: exit code 0 unless the build fails.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The budget for the initial JavaScript, gzipped, bytes (150 KB). */
const INITIAL_JS_BUDGET_GZIP_BYTES = 150_000;
const GZIP_LEVEL = 9;
const BROTLI_QUALITY = 11;

const ROOT = resolve(import.meta.dirname, '..');

interface Sized {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

function sizeOf(dir: string, file: string): Sized {
  const bytes = readFileSync(join(dir, file));
  return {
    file,
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: GZIP_LEVEL }).length,
    brotli: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }).length,
  };
}

/** The `attr` value of every tag of index.html matching `tag`, as a path relative to the build dir. */
function attrsOf(html: string, tag: RegExp, attr: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(tag)) {
    const value = new RegExp(`\\s${attr}="([^"]+)"`).exec(m[0])?.[1];
    if (value) out.push(value.replace(/^\//, ''));
  }
  return out;
}

const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;
const pad = (s: string, n: number) => s.padEnd(n);
const padL = (s: string, n: number) => s.padStart(n);

function printTable(title: string, rows: Sized[], total?: Sized): void {
  const w = Math.max(40, ...rows.map((r) => r.file.length)) + 2;
  console.log(`\n${title}`);
  console.log(`${pad('file', w)}${padL('raw', 12)}${padL('gzip -9', 12)}${padL('brotli 11', 12)}`);
  for (const r of rows) console.log(`${pad(r.file, w)}${padL(kb(r.raw), 12)}${padL(kb(r.gzip), 12)}${padL(kb(r.brotli), 12)}`);
  if (total) console.log(`${pad(total.file, w)}${padL(kb(total.raw), 12)}${padL(kb(total.gzip), 12)}${padL(kb(total.brotli), 12)}`);
}

function sum(label: string, rows: Sized[]): Sized {
  return rows.reduce((t, r) => ({ file: label, raw: t.raw + r.raw, gzip: t.gzip + r.gzip, brotli: t.brotli + r.brotli }), {
    file: label,
    raw: 0,
    gzip: 0,
    brotli: 0,
  });
}

function main(): void {
  const outDir = mkdtempSync(join(tmpdir(), 'nameplate-bundle-'));
  try {
    const started = performance.now();
    execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    console.log(`vite build → ${outDir} in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const entry = attrsOf(html, /<script\b[^>]*type="module"[^>]*>/g, 'src');
    const preloads = attrsOf(html, /<link\b[^>]*rel="modulepreload"[^>]*>/g, 'href');
    const css = attrsOf(html, /<link\b[^>]*rel="stylesheet"[^>]*>/g, 'href');
    const initialFiles = [...new Set([...entry, ...preloads])];
    if (entry.length === 0) throw new Error('no <script type="module"> in the built index.html');

    const initialJs = initialFiles.map((f) => sizeOf(outDir, f));
    const initialCss = css.map((f) => sizeOf(outDir, f));
    const assets = readdirSync(join(outDir, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => `assets/${f}`);
    const isWorker = (f: string) => /\.worker-[^/]*\.js$/.test(f);
    const lazy = assets
      .filter((f) => !initialFiles.includes(f) && !isWorker(f))
      .map((f) => sizeOf(outDir, f))
      .sort((a, b) => b.gzip - a.gzip);
    const workers = assets.filter(isWorker).map((f) => sizeOf(outDir, f));

    const jsTotal = sum('INITIAL JS TOTAL', initialJs);
    printTable('Initial JavaScript (entry script + modulepreload links of index.html)', initialJs, jsTotal);
    printTable('Initial CSS', initialCss, sum('INITIAL CSS TOTAL', initialCss));
    printTable(`Lazy chunks (${lazy.length}, loaded on demand; largest gzip first)`, lazy, sum('LAZY TOTAL', lazy));
    printTable('Worker chunk(s)', workers);

    const ratio = jsTotal.gzip / INITIAL_JS_BUDGET_GZIP_BYTES;
    console.log(
      `\nInitial JS gzip -9: ${kb(jsTotal.gzip)} (${(jsTotal.gzip / 1024).toFixed(1)} KiB) of the ${kb(INITIAL_JS_BUDGET_GZIP_BYTES)} budget` +
        ` = ${(ratio * 100).toFixed(1)} % → ${ratio <= 1 ? 'WITHIN' : 'OVER'} budget (brotli: ${kb(jsTotal.brotli)})`,
    );
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

main();
