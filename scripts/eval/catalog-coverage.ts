// Catalog coverage of the model-number decoders: run decodeModelNumber(model, brand) over every
// shipped catalog row (ENERGY STAR / NRCan: an independent source of model, brand and type) and
// print per brand the rows, decoded, decoded with the catalog's type, disagreements and a sample of
// undecoded models. Usage: npx tsx scripts/eval/catalog-coverage.ts [--brand X] [--sample N] [--min-rows N]
import { readCatalogModels } from '../../src/server/catalog/load-catalog';
import { decodeModelNumber } from '../../src/domain/enrichment/nomenclature';

const args = process.argv.slice(2);
function arg(name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}
const brandFilter = arg('--brand')?.toLowerCase();
const sampleN = Number(arg('--sample') ?? 12);
const minRows = Number(arg('--min-rows') ?? 1);

interface Tally { rows: number; decoded: number; rightType: number; disagree: string[]; undecoded: string[] }
const byBrand = new Map<string, Tally>();
for (const row of readCatalogModels()) {
  if (brandFilter !== undefined && row.brand.toLowerCase() !== brandFilter) continue;
  const model = row.model.replace(/[*#]/g, '');
  let t = byBrand.get(row.brand);
  if (!t) byBrand.set(row.brand, (t = { rows: 0, decoded: 0, rightType: 0, disagree: [], undecoded: [] }));
  t.rows++;
  const d = decodeModelNumber(model, row.brand);
  if (d === null) { t.undecoded.push(model); continue; }
  t.decoded++;
  if (d.type === row.type) t.rightType++;
  else t.disagree.push(`${model} (catalog ${row.type}, decoded ${d.type})`);
}
const total: Tally = { rows: 0, decoded: 0, rightType: 0, disagree: [], undecoded: [] };
for (const [brand, t] of [...byBrand].sort((a, b) => b[1].rows - a[1].rows)) {
  total.rows += t.rows; total.decoded += t.decoded; total.rightType += t.rightType;
  if (t.rows < minRows) continue;
  console.log(`${brand}: rows ${t.rows}, decoded ${t.decoded}, right type ${t.rightType}, disagree ${t.disagree.length}`);
  if (t.disagree.length) console.log(`  disagree: ${t.disagree.slice(0, sampleN).join('; ')}`);
  if (t.undecoded.length && sampleN > 0) {
    const step = Math.max(1, Math.floor(t.undecoded.length / sampleN));
    console.log(`  undecoded: ${t.undecoded.filter((_, i) => i % step === 0).slice(0, sampleN).join(' ')}`);
  }
}
console.log(`TOTAL: rows ${total.rows}, decoded ${total.decoded}, right type ${total.rightType}`);
