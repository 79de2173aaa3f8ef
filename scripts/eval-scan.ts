// `npm run eval:scan`: field accuracy and time of the nameplate scan, in this machine's Chromium.
//
//   npm run eval:scan                       render a seeded plate set, then scan every plate
//   npm run eval:scan -- --count 80 --seed 7 --degraded-share 0.5
//   npm run eval:scan -- --seed 7 --photo   the same plates photographed harder (keystone, shadow,
//                                           fewer pixels, JPEG, condensed / dot-matrix / stamped lettering)
//   npm run eval:scan -- --seed 7 --label-variants   the same plates with real plates' label wording:
//                                           "MOD", "S/N:", "Model No.", Canadian "N° DE SÉRIE / SERIAL NO.",
//                                           model and serial on one line, a MFG DATE row
//   npm run eval:scan -- --plates DIR       scan held-out plates: DIR/manifest.json lists
//                                           [{ "file": "x.jpg", "model": "…", "serial": "…", "brand"?: "…", "degraded"?: true }]
//
// Plates are rendered by Chromium from catalog rows (wildcards filled in) and the brands' serial
// formats (scripts/scan-eval). Each photo goes through the dashboard's own pipeline
// (src/features/scan/ocr/scan-photo.ts: prepare, barcode, Tesseract in its worker, extraction), with
// the catalog lookup answered from Node by the same domain search as GET /gateway/{partner}/oems.
// A field is right when its letters and digits equal the plate's (case and separators ignored).
// Time: photo bytes in → fields out, per photo, after the engine is loaded (loading reported apart).
import { createServer, type Server } from 'node:http';
import { createReadStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { chromium, type Browser } from '@playwright/test';
import { searchModels } from '../src/domain/enrichment/model-search';
import type { GlyphReading, LineReading, NameplateFields, OcrPage } from '../src/domain/nameplate';
import { loadCatalog } from '../src/server/catalog/load-catalog';
import { SCAN_ASSET_BASE, SCAN_ASSET_FILES } from '../src/features/scan/ocr/scan-asset-paths';
import { scanAssetSource } from './vite-scan-assets';
import { renderPlates, type ManifestEntry } from './scan-eval/render-plates';

const ROOT = resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '60' },
    seed: { type: 'string', default: '21' },
    'degraded-share': { type: 'string', default: '0.5' },
    plates: { type: 'string' },
    /** Photo effects on the rendered plates: keystone, shadow, fewer pixels, hard JPEG, condensed / dot-matrix / stamped lettering. */
    photo: { type: 'boolean', default: false },
    /** Label wording and arrangement of real plates: short / colon / mixed-case labels, Canadian EN/FR labels, model and serial on one line, a MFG DATE row. */
    'label-variants': { type: 'boolean', default: false },
    out: { type: 'string', default: '.scan-eval' },
    /** Print the words the OCR read on each plate where a field was wrong. */
    debug: { type: 'boolean', default: false },
  },
});

const norm = (s: string | null | undefined) => (s ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/** The 90th percentile (nearest rank). */
const p90 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(0.9 * xs.length) - 1)] ?? NaN;

async function bundlePage(outDir: string): Promise<void> {
  await build({
    entryPoints: [join(ROOT, 'scripts/scan-eval/page-entry.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    outfile: join(outDir, 'eval.js'),
    tsconfig: join(ROOT, 'tsconfig.json'),
    logLevel: 'error',
  });
  writeFileSync(join(outDir, 'eval.html'), '<!doctype html><html><head><meta charset="utf-8"><script type="module" src="/eval.js"></script></head><body></body></html>');
}

function serve(outDir: string): Promise<Server> {
  const types: Record<string, string> = { js: 'text/javascript', html: 'text/html', wasm: 'application/wasm', gz: 'application/gzip' };
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const asset = path.startsWith(SCAN_ASSET_BASE) ? SCAN_ASSET_FILES[path.slice(SCAN_ASSET_BASE.length)] : undefined;
    const file = asset ? scanAssetSource(asset) : path === '/eval.js' || path === '/eval.html' ? join(outDir, path.slice(1)) : null;
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[file.split('.').pop() ?? ''] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

interface Outcome {
  entry: ManifestEntry;
  fields: NameplateFields;
  elapsedMs: number;
  model: boolean;
  serial: boolean;
  brand: boolean | null;
  /** What the OCR read (kept in report.json, so extraction can be re-run on it without OCR). */
  page: OcrPage;
  rereads: LineReading[];
  glyphs: GlyphReading[];
}

function summarize(label: string, rows: Outcome[]): void {
  if (rows.length === 0) return;
  const pct = (n: number, d: number) => (d === 0 ? '   n/a' : `${((100 * n) / d).toFixed(1).padStart(5)} %`);
  const withBrand = rows.filter((r) => r.brand !== null);
  console.log(
    `${label.padEnd(9)} n=${String(rows.length).padStart(3)}  model ${pct(rows.filter((r) => r.model).length, rows.length)}  ` +
      `serial ${pct(rows.filter((r) => r.serial).length, rows.length)}  both ${pct(rows.filter((r) => r.model && r.serial).length, rows.length)}  ` +
      `brand ${pct(withBrand.filter((r) => r.brand).length, withBrand.length)}  median ${median(rows.map((r) => r.elapsedMs)).toFixed(0)} ms, p90 ${p90(rows.map((r) => r.elapsedMs)).toFixed(0)} ms photo→fields`,
  );
}

async function main(): Promise<void> {
  const outDir = resolve(ROOT, args.out!);
  mkdirSync(outDir, { recursive: true });
  if (!existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM} (set CHROMIUM_PATH).`);
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM });
  let server: Server | null = null;
  try {
    let platesDir: string;
    if (args.plates) {
      platesDir = resolve(args.plates);
    } else {
      platesDir = join(outDir, 'plates');
      const n = await renderPlates(browser, platesDir, { count: Number(args.count), seed: Number(args.seed), degradedShare: Number(args['degraded-share']), photo: args.photo, labelVariants: args['label-variants'] });
      console.log(`rendered ${n} plates into ${platesDir} (seed ${args.seed}${args.photo ? ', photo effects' : ''}${args['label-variants'] ? ', label variants' : ''})`);
    }
    const manifest = JSON.parse(readFileSync(join(platesDir, 'manifest.json'), 'utf8')) as ManifestEntry[];

    await bundlePage(outDir);
    server = await serve(outDir);
    const port = (server.address() as { port: number }).port;
    const catalog = loadCatalog();
    const page = await browser.newPage();
    page.on('pageerror', (e) => console.error('page error:', e.message));
    await page.exposeFunction('catalogLookup', (model: string, brand: string | null) =>
      searchModels(catalog, model, brand).slice(0, 10).map((h) => ({ pattern: h.model.model, brand: h.model.brand, score: h.confidence_score })),
    );
    await page.goto(`http://127.0.0.1:${port}/eval.html`);
    await page.waitForFunction(() => typeof window.runScan === 'function');

    const today = new Date().toISOString().slice(0, 10);
    const outcomes: Outcome[] = [];
    let engineReadyMs = 0;
    for (const entry of manifest) {
      const b64 = readFileSync(join(platesDir, entry.file)).toString('base64');
      const r = (await page.evaluate(([b, t]) => window.runScan(b!, t!), [b64, today])) as { fields: NameplateFields; elapsedMs: number; engineReadyMs: number; page: OcrPage; rereads: LineReading[]; glyphs: GlyphReading[] };
      if (outcomes.length === 0) engineReadyMs = r.engineReadyMs;
      const o: Outcome = {
        entry,
        fields: r.fields,
        elapsedMs: r.elapsedMs,
        model: norm(r.fields.model?.value) === norm(entry.model),
        serial: norm(r.fields.serial?.value) === norm(entry.serial),
        brand: entry.brand ? norm(r.fields.brand?.value) === norm(entry.brand) : null,
        page: r.page,
        rereads: r.rereads,
        glyphs: r.glyphs,
      };
      outcomes.push(o);
      if (args.debug && !(o.model && o.serial)) {
        for (const l of r.page.lines) console.log('   | ' + l.words.map((w) => `${w.text}(${w.confidence.toFixed(0)})`).join(' '));
        for (const l of r.rereads) console.log(`   > reread ${l.text}(${l.confidence.toFixed(0)})`);
        for (const g of r.glyphs) console.log(`   > glyph ${g.text}(${g.confidence.toFixed(0)})`);
      }
      const mark = (ok: boolean | null) => (ok === null ? '-' : ok ? 'ok' : 'NO');
      console.log(
        `${entry.file.padEnd(16)} ${entry.degraded ? 'degraded' : 'clean   '} model ${mark(o.model).padEnd(2)} ${norm(r.fields.model?.value).padEnd(18)} want ${norm(entry.model).padEnd(18)} ` +
          `serial ${mark(o.serial).padEnd(2)} ${norm(r.fields.serial?.value).padEnd(12)} want ${norm(entry.serial).padEnd(12)} brand ${mark(o.brand)}  ${r.elapsedMs.toFixed(0)} ms` +
          `${entry.spec?.photo ? ` ${entry.spec.photo.lettering}` : ''}`,
      );
    }
    console.log(`\nengine load (worker, core wasm, English best_int data), first photo only: ${engineReadyMs.toFixed(0)} ms`);
    summarize('clean', outcomes.filter((o) => !o.entry.degraded));
    summarize('degraded', outcomes.filter((o) => o.entry.degraded));
    summarize('all', outcomes);
    for (const lettering of new Set(outcomes.map((o) => o.entry.spec?.photo?.lettering).filter((l) => l !== undefined))) {
      summarize(lettering, outcomes.filter((o) => o.entry.spec?.photo?.lettering === lettering));
    }
    writeFileSync(join(outDir, 'report.json'), JSON.stringify({ today, engineReadyMs, outcomes }, null, 1));
  } finally {
    server?.close();
    await browser.close();
  }
}

await main();
