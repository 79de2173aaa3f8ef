// The catalog build, shared by `npm run build:catalog` and `npm run catalog:add`: the raw files of
// ../shared/data/catalog/raw, then every list of data/catalog/added/manifest.json in file order.
// Deterministic: the same inputs give byte-identical catalog.json.gz and SOURCES.md (ids are UUID v5
// of brand + model, so a model keeps its id whatever list it comes from).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import Papa from 'papaparse';
import { encodeCatalog } from '../../src/domain/enrichment/catalog/catalog-file';
import type { CatalogModel } from '../../src/domain/enrichment/types';
import { parseAddedList, type ListOrigin } from './added-list';
import { ccashpDrafts, CCASHP_FILE, parseCcashp } from './ccashp';
import type { ModelDraft } from './draft';
import { energyStarDraft, isEnergyStarFile } from './energy-star';
import { mergeDrafts } from './merge';
import { sourcesMarkdown, type FileReport } from './sources-md';

export interface ManifestEntry extends ListOrigin {
  /** File name under data/catalog/added. */
  file: string;
  /** Layout detected when it was added. */
  layout: string;
  /** SHA-256 of the file: a rebuild refuses a list changed since it was added. */
  sha256: string;
}
export interface Manifest {
  lists: ManifestEntry[];
}

export const MANIFEST_FILE = 'manifest.json';
export const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

export function readManifest(addedDir: string): Manifest {
  const path = join(addedDir, MANIFEST_FILE);
  if (!existsSync(path)) return { lists: [] };
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

export function manifestText(m: Manifest): string {
  const lists = [...m.lists].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  return `${JSON.stringify({ lists }, null, 2)}\n`;
}

export interface BuildOutput {
  gz: Buffer;
  sources: string;
  models: CatalogModel[];
  merged: number;
  unusable: string[];
}

/** Build from rawDir and the added lists (entry + its text), in memory; throws on any bad input. */
export function buildCatalog(rawDir: string, added: Array<{ entry: ManifestEntry; text: string }>): BuildOutput {
  const files = readdirSync(rawDir).sort();
  const drafts: ModelDraft[] = [];
  const reports: FileReport[] = [];
  for (const file of files) {
    const text = readFileSync(join(rawDir, file), 'utf8').replace(/^\uFEFF/, '');
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
  const sorted = [...added].sort((a, b) => (a.entry.file < b.entry.file ? -1 : a.entry.file > b.entry.file ? 1 : 0));
  for (const { entry, text } of sorted) {
    if (sha256(text) !== entry.sha256) throw new Error(`added/${entry.file} differs from the file recorded in ${MANIFEST_FILE} (sha256): add it again with catalog:add`);
    const { drafts: made, rows, layout } = parseAddedList(text, `added/${entry.file}`, entry);
    drafts.push(...made);
    reports.push({ file: `added/${entry.file}`, rows, drafts: made.length, note: `${layout.label}; added with catalog:add`, origin: `${entry.name}, ${entry.date}; terms: ${entry.terms}` });
  }
  const { models, merged, unusable } = mergeDrafts(drafts);
  const builtFrom = [...files, ...sorted.map((a) => `added/${a.entry.file}`)].join(', ');
  const gz = gzipSync(Buffer.from(JSON.stringify(encodeCatalog(models, builtFrom))), { level: 9 });
  return { gz, sources: sourcesMarkdown({ reports, models, merged, unusable, gzBytes: gz.length }), models, merged, unusable };
}

/** The added lists recorded in addedDir's manifest, with their text. */
export function readAddedLists(addedDir: string): Array<{ entry: ManifestEntry; text: string }> {
  return readManifest(addedDir).lists.map((entry) => ({ entry, text: readFileSync(join(addedDir, entry.file), 'utf8') }));
}
