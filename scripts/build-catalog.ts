// Build the shipped model catalog from every file in ../shared/data/catalog/raw and every list added
// with catalog:add (data/catalog/added/manifest.json):
//   npm run build:catalog  →  data/catalog/catalog.json.gz + data/catalog/SOURCES.md
// Deterministic: the same inputs give byte-identical output (ids are UUID v5 of brand + model).
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCatalog, readAddedLists } from './catalog/build';
import { writeAtomically } from './catalog/write-atomically';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const RAW_DIR = process.env.CATALOG_RAW_DIR ?? resolve(ROOT, '../shared/data/catalog/raw');
const OUT_DIR = process.env.CATALOG_OUT_DIR ?? join(ROOT, 'data/catalog');

function main(): void {
  const out = buildCatalog(RAW_DIR, readAddedLists(join(OUT_DIR, 'added')));
  writeAtomically([
    { path: join(OUT_DIR, 'catalog.json.gz'), data: out.gz },
    { path: join(OUT_DIR, 'SOURCES.md'), data: out.sources },
  ]);
  const byType = new Map<string, number>();
  for (const m of out.models) byType.set(m.type, (byType.get(m.type) ?? 0) + 1);
  console.log(`catalog: ${out.models.length} models (${out.merged} duplicate rows merged, ${out.unusable.length} unusable), ${(out.gz.length / 1024).toFixed(0)} KiB gz`);
  for (const [t, n] of [...byType].sort()) console.log(`  ${t}: ${n}`);
}

main();
