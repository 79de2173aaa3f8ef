// Merge a model list into the shipped catalog:
//   npm run catalog:add -- --file <list.csv> --source "<name>, <YYYY-MM-DD>, <terms>"
// The list is checked in full first (layout from its header, every row); a bad file changes nothing.
// A good one is kept as data/catalog/added/<name>-<date>.csv, recorded in data/catalog/added/
// manifest.json (origin, layout, SHA-256), and the catalog is rebuilt from the raw files and every
// added list (scripts/catalog/build.ts), so `npm run build:catalog` reproduces it byte for byte.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { decodeCatalog } from '../src/domain/enrichment/catalog/catalog-file';
import { addedFileName, ListError, parseAddedList, parseSource } from './catalog/added-list';
import { buildCatalog, MANIFEST_FILE, manifestText, readAddedLists, readManifest, sha256 } from './catalog/build';
import { writeAtomically } from './catalog/write-atomically';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RAW_DIR = process.env.CATALOG_RAW_DIR ?? resolve(ROOT, '../shared/data/catalog/raw');
const OUT_DIR = process.env.CATALOG_OUT_DIR ?? join(ROOT, 'data/catalog');
const ADDED_DIR = join(OUT_DIR, 'added');

function arg(name: string): string | null {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1]! : null;
}

function main(): number {
  const file = arg('file');
  const source = arg('source');
  if (file === null || source === null) {
    console.error('usage: npm run catalog:add -- --file <list.csv> --source "<name>, <YYYY-MM-DD>, <terms>"');
    return 2;
  }
  try {
    const origin = parseSource(source);
    const text = readFileSync(file, 'utf8');
    const name = addedFileName(origin);
    const { drafts, rows, layout } = parseAddedList(text, `added/${name}`, origin);
    const manifest = readManifest(ADDED_DIR);
    const known = manifest.lists.find((l) => l.file === name);
    const digest = sha256(text);
    if (known && known.sha256 === digest) {
      console.log(`${file}: already added as added/${name}; nothing changed`);
      return 0;
    }
    if (known) throw new ListError([`--source: a different list named "${origin.name}" dated ${origin.date} was already added (added/${name}); give this one another name or date`]);
    const entry = { file: name, ...origin, layout: layout.label, sha256: digest };
    const lists = [...readAddedLists(ADDED_DIR), { entry, text }];
    const before = new Set(buildCatalogIds());
    const out = buildCatalog(RAW_DIR, lists);
    writeAtomically([
      { path: join(ADDED_DIR, name), data: text },
      { path: join(ADDED_DIR, MANIFEST_FILE), data: manifestText({ lists: [...manifest.lists, entry] }) },
      { path: join(OUT_DIR, 'catalog.json.gz'), data: out.gz },
      { path: join(OUT_DIR, 'SOURCES.md'), data: out.sources },
    ]);
    const fresh = out.models.filter((m) => !before.has(m.id)).length;
    console.log(`${file}: ${layout.label}, ${rows} rows → ${drafts.length} model drafts; catalog now ${out.models.length} models (${fresh} new). Kept as data/catalog/added/${name}.`);
    return 0;
  } catch (err) {
    if (err instanceof ListError) {
      console.error(`${file}: not added, nothing changed:\n  ${err.problems.join('\n  ')}`);
      return 1;
    }
    console.error(`${file}: not added, nothing changed: ${(err as Error).message}`);
    return 1;
  }
}

/** Ids in the catalog file as it is now (to count the models the list adds). */
function buildCatalogIds(): string[] {
  const path = join(OUT_DIR, 'catalog.json.gz');
  return existsSync(path) ? decodeCatalog(JSON.parse(gunzipSync(readFileSync(path)).toString('utf8'))).map((m) => m.id) : [];
}

process.exitCode = main();
