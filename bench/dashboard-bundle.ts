// `npm run bench:bundle`: what a first visit to the dashboard downloads, as the server sends it.
// Builds the dashboard with `npx vite build` into a temp dir (never the shared dist/; the build
// precompresses, scripts/vite-plugin-precompress.ts), starts the real app (buildApp: the same static
// serving, compression and cache headers as `npm run serve`) on 127.0.0.1 and a free port, and
// fetches every file of the initial load over HTTP as a browser does: `Accept-Encoding: gzip, deflate,
// br, zstd` (Chromium), then as a gzip-only client, then without compression (identity, the floor).
// Bytes are counted on the wire (the response body as received, before any decoding). Then every
// lazily loaded chunk, the worker chunk(s) and the API reference page, and a repeat visit (index.html
// revalidated: 304; hashed files immutable: not requested). It reports and never gates.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp } from '../src/server/app';

/** The budget for the initial JavaScript as transferred, bytes (150 KB, gzip). */
const INITIAL_JS_BUDGET_BYTES = 150_000;
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

const ROOT = resolve(import.meta.dirname, '..');

interface Fetched {
  status: number;
  wireBytes: number;
  encoding: string;
  cacheControl: string;
  etag: string | undefined;
}

function fetchRaw(base: string, urlPath: string, headers: Record<string, string>): Promise<Fetched> {
  return new Promise((done, fail) => {
    http
      .get(`${base}${urlPath}`, { headers }, (res) => {
        let wireBytes = 0;
        res.on('data', (chunk: Buffer) => (wireBytes += chunk.length));
        res.on('end', () =>
          done({
            status: res.statusCode ?? 0,
            wireBytes,
            encoding: String(res.headers['content-encoding'] ?? 'identity'),
            cacheControl: String(res.headers['cache-control'] ?? ''),
            etag: res.headers.etag,
          }),
        );
      })
      .on('error', fail);
  });
}

interface Row {
  file: string;
  identity: number;
  gzip: number;
  browser: number;
  encoding: string;
  cacheControl: string;
}

async function measure(base: string, file: string): Promise<Row> {
  const url = `/${file}`;
  const identity = await fetchRaw(base, url, {});
  const gzip = await fetchRaw(base, url, { 'accept-encoding': 'gzip' });
  const browser = await fetchRaw(base, url, { 'accept-encoding': BROWSER_ACCEPT_ENCODING });
  for (const r of [identity, gzip, browser]) if (r.status !== 200) throw new Error(`GET ${url} → ${r.status}`);
  return { file, identity: identity.wireBytes, gzip: gzip.wireBytes, browser: browser.wireBytes, encoding: browser.encoding, cacheControl: browser.cacheControl };
}

/** The `attr` value of every tag of an HTML page matching `tag`, as a path relative to the build dir. */
function attrsOf(html: string, tag: RegExp, attr: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(tag)) {
    const value = new RegExp(`\\s${attr}="([^"]+)"`).exec(m[0])?.[1];
    if (value) out.push(value.replace(/^\//, ''));
  }
  return out;
}

const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;
const pct = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)} %`;

function sum(label: string, rows: Row[]): Row {
  return rows.reduce((t, r) => ({ ...t, identity: t.identity + r.identity, gzip: t.gzip + r.gzip, browser: t.browser + r.browser }), {
    file: label,
    identity: 0,
    gzip: 0,
    browser: 0,
    encoding: '',
    cacheControl: '',
  });
}

function printTable(title: string, rows: Row[], total?: Row): void {
  const w = Math.max(40, ...rows.map((r) => r.file.length)) + 2;
  console.log(`\n${title}`);
  console.log(`${'file'.padEnd(w)}${'identity'.padStart(11)}${'gzip-only'.padStart(11)}${'browser'.padStart(11)}  ${'sent as'.padEnd(8)} cache-control`);
  for (const r of total ? [...rows, total] : rows) {
    console.log(`${r.file.padEnd(w)}${kb(r.identity).padStart(11)}${kb(r.gzip).padStart(11)}${kb(r.browser).padStart(11)}  ${r.encoding.padEnd(8)} ${r.cacheControl}`);
  }
}

function pageFiles(html: string): { scripts: string[]; css: string[] } {
  const entry = attrsOf(html, /<script\b[^>]*type="module"[^>]*>/g, 'src');
  const preloads = attrsOf(html, /<link\b[^>]*rel="modulepreload"[^>]*>/g, 'href');
  if (entry.length === 0) throw new Error('no <script type="module"> in a built page');
  return { scripts: [...new Set([...entry, ...preloads])], css: attrsOf(html, /<link\b[^>]*rel="stylesheet"[^>]*>/g, 'href') };
}

async function main(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'nameplate-bundle-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'nameplate-bundle-data-'));
  try {
    const started = performance.now();
    execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    console.log(`vite build → ${outDir} in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const app = await buildApp({ dataDir, dashboardDir: outDir, staticDir: join(ROOT, 'public/static') });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const html = readFileSync(join(outDir, 'index.html'), 'utf8');
      const { scripts, css } = pageFiles(html);
      const docs = pageFiles(readFileSync(join(outDir, 'docs.html'), 'utf8'));
      const shell = await measure(base, 'index.html');
      const initialJs = await Promise.all(scripts.map((f) => measure(base, f)));
      const initialCss = await Promise.all(css.map((f) => measure(base, f)));
      const isWorker = (f: string) => /\.worker-[^/]*\.js$/.test(f);
      const all = readdirSync(join(outDir, 'assets')).filter((f) => f.endsWith('.js')).map((f) => `assets/${f}`);
      const docsOnly = new Set([...docs.scripts, ...docs.css].filter((f) => !scripts.includes(f)));
      const lazy = (await Promise.all(all.filter((f) => !scripts.includes(f) && !isWorker(f) && !docsOnly.has(f)).map((f) => measure(base, f)))).sort((a, b) => b.browser - a.browser);
      const workers = await Promise.all(all.filter(isWorker).map((f) => measure(base, f)));
      const docsPage = await Promise.all(['docs.html', ...docsOnly].map((f) => measure(base, f)));

      const jsTotal = sum('INITIAL JS TOTAL', initialJs);
      const firstVisit = sum('FIRST VISIT TOTAL (index.html + initial JS + CSS)', [shell, ...initialJs, ...initialCss]);
      printTable('Initial page (index.html, entry script + modulepreload links, CSS)', [shell, ...initialJs, ...initialCss], firstVisit);
      printTable(`Lazy chunks (${lazy.length}, loaded on demand; largest first)`, lazy, sum('LAZY TOTAL', lazy));
      printTable('Worker chunk(s)', workers);
      printTable('API reference page (/docs: docs.html and its own files)', docsPage, sum('API REFERENCE TOTAL', docsPage));

      // Repeat visit: index.html is revalidated (no-cache) with its ETag; hashed files are immutable.
      const firstShell = await fetchRaw(base, '/', { 'accept-encoding': BROWSER_ACCEPT_ENCODING });
      const revalidated = await fetchRaw(base, '/', { 'accept-encoding': BROWSER_ACCEPT_ENCODING, 'if-none-match': firstShell.etag ?? '' });
      const ratio = jsTotal.browser / jsTotal.identity;
      console.log(
        [
          '',
          `Initial JS on the wire to a browser: ${kb(jsTotal.browser)} (${(jsTotal.browser / 1024).toFixed(1)} KiB) = ${pct(jsTotal.browser, jsTotal.identity)} of the ${kb(jsTotal.identity)} uncompressed floor (ratio ${ratio.toFixed(3)})`,
          `  gzip-only client: ${kb(jsTotal.gzip)}; budget ${kb(INITIAL_JS_BUDGET_BYTES)} (gzip) → ${jsTotal.gzip <= INITIAL_JS_BUDGET_BYTES ? 'WITHIN' : 'OVER'} budget (${pct(jsTotal.gzip, INITIAL_JS_BUDGET_BYTES)})`,
          `First visit on the wire: ${kb(firstVisit.browser)} of ${kb(firstVisit.identity)} uncompressed`,
          `Repeat visit: GET / with If-None-Match → ${revalidated.status}, ${revalidated.wireBytes} body bytes; hashed files come from the browser cache (immutable)`,
        ].join('\n'),
      );
    } finally {
      await app.close();
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
