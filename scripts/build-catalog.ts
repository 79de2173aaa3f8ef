// Build the shipped model catalog from every file in ../shared/data/catalog/raw:
//   npm run build:catalog  →  data/catalog/catalog.json.gz + data/catalog/SOURCES.md
// Deterministic: the same raw files give byte-identical output (ids are UUID v5 of brand + model).
import { readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Papa from 'papaparse';
import { encodeCatalog } from '../src/domain/enrichment/catalog/catalog-file';
import { ccashpDrafts, CCASHP_FILE, parseCcashp } from './catalog/ccashp';
import type { ModelDraft } from './catalog/draft';
import { energyStarDraft, isEnergyStarFile } from './catalog/energy-star';
import { mergeDrafts } from './catalog/merge';
import { sourcesMarkdown, type FileReport } from './catalog/sources-md';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const RAW_DIR = process.env.CATALOG_RAW_DIR ?? resolve(ROOT, '../shared/data/catalog/raw');
const OUT_DIR = join(ROOT, 'data/catalog');

function main(): void {
  const files = readdirSync(RAW_DIR).sort();
  const drafts: ModelDraft[] = [];
  const reports: FileReport[] = [];
  for (const file of files) {
    const text = readFileSync(join(RAW_DIR, file), 'utf8').replace(/^\uFEFF/, '');
    if (file === CCASHP_FILE) {
      const { rows, sections } = parseCcashp(text);
      const made = ccashpDrafts(rows);
      drafts.push(...made);
      reports.push({ file, rows: rows.length, drafts: made.length, note: sections.map((s) => `section "${s.header}" from line ${s.firstLine}: ${s.rows} rows`).join('; ') });
    } else if (isEnergyStarFile(file)) {
      const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
      if (parsed.errors.length > 0) throw new Error(`${file}: ${parsed.errors[0]?.message} (row ${parsed.errors[0]?.row})`);
      let made = 0;
      for (const row of parsed.data) {
        const d = energyStarDraft(file, row);
        if (d) {
          drafts.push(d);
          made++;
        }
      }
      reports.push({ file, rows: parsed.data.length, drafts: made, note: '' });
    } else {
      throw new Error(`unknown raw catalog file ${file}: add a reader for it`);
    }
  }
  const { models, merged, unusable } = mergeDrafts(drafts);
  const file = encodeCatalog(models, files.join(', '));
  const gz = gzipSync(Buffer.from(JSON.stringify(file)), { level: 9 });
  mkdirSync(OUT_DIR, { recursive: true });
  writeFileSync(join(OUT_DIR, 'catalog.json.gz'), gz);
  writeFileSync(join(OUT_DIR, 'SOURCES.md'), sourcesMarkdown({ reports, models, merged, unusable, gzBytes: gz.length }));
  const byType = new Map<string, number>();
  for (const m of models) byType.set(m.type, (byType.get(m.type) ?? 0) + 1);
  console.log(`catalog: ${models.length} models (${merged} duplicate rows merged, ${unusable.length} unusable), ${(gz.length / 1024).toFixed(0)} KiB gz`);
  for (const [t, n] of [...byType].sort()) console.log(`  ${t}: ${n}`);
}

main();
