// Extraction re-run on what the OCR read in an earlier `npm run eval:scan` (its report.json keeps
// each plate's page and rereads): field accuracy of the current src/domain/nameplate without OCR.
//
//   npx tsx scripts/scan-eval/replay.ts .scan-eval/report.json [--misses]
import { readFileSync } from 'node:fs';
import { searchModels } from '../../src/domain/enrichment/model-search';
import { extractNameplateFields, type GlyphReading, type LineReading, type NameplateFields, type OcrPage } from '../../src/domain/nameplate';
import { loadCatalog } from '../../src/server/catalog/load-catalog';
import type { ManifestEntry } from './render-plates';

interface Outcome {
  entry: ManifestEntry;
  fields: NameplateFields;
  page: OcrPage;
  rereads: LineReading[];
  glyphs?: GlyphReading[];
}

const [file, flag] = process.argv.slice(2);
if (!file) throw new Error('usage: replay.ts REPORT.json [--misses]');
const report = JSON.parse(readFileSync(file, 'utf8')) as { today: string; outcomes: Outcome[] };
const catalog = loadCatalog();
const lookup = async (model: string, brand: string | null) =>
  searchModels(catalog, model, brand).slice(0, 10).map((h) => ({ pattern: h.model.model, brand: h.model.brand, score: h.confidence_score }));
const norm = (s: string | null | undefined) => (s ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');

const tally = { clean: { n: 0, model: 0, serial: 0, both: 0 }, degraded: { n: 0, model: 0, serial: 0, both: 0 } };
for (const o of report.outcomes) {
  const f = await extractNameplateFields(o.page, { catalog: lookup, today: report.today, rereads: o.rereads, glyphs: o.glyphs ?? [] });
  const t = tally[o.entry.degraded ? 'degraded' : 'clean'];
  const model = norm(f.model?.value) === norm(o.entry.model);
  const serial = norm(f.serial?.value) === norm(o.entry.serial);
  t.n++;
  if (model) t.model++;
  if (serial) t.serial++;
  if (model && serial) t.both++;
  if (flag === '--misses' && !model) {
    console.log(`${o.entry.file} ${o.entry.brand ?? ''}: model ${norm(f.model?.value)} want ${norm(o.entry.model)} (read as ${f.model?.read_as ?? '-'}; ${f.model?.checks.join('; ') ?? ''})`);
  }
  if (flag === '--misses' && !serial) {
    console.log(`${o.entry.file} ${o.entry.brand ?? ''}: serial ${norm(f.serial?.value)} want ${norm(o.entry.serial)} (read as ${f.serial?.read_as ?? '-'}; ${f.serial?.checks.join('; ') ?? ''})`);
  }
}
const pct = (a: number, n: number) => `${((100 * a) / Math.max(1, n)).toFixed(1)} %`;
for (const [k, t] of Object.entries(tally)) console.log(`${k.padEnd(9)} n=${t.n}  model ${pct(t.model, t.n)}  serial ${pct(t.serial, t.n)}  both ${pct(t.both, t.n)}`);
