// Catalog coverage of the model-number decoders: npx tsx scripts/eval/catalog-coverage.ts [--brand X] [--sample N]
//
// Runs decodeModelNumber(model, brand) over the shipped catalog rows (ENERGY STAR / NRCan model
// numbers with their type: an independent source), wildcards * and # stripped, and prints per brand:
// rows, decoded, decoded with the catalog's type, disagreements, and a sample of undecoded models.
import { decodeModelNumber } from '../../src/domain/enrichment/nomenclature';
import { readCatalogModels } from '../../src/server/catalog/load-catalog';

const args = new Map<string, string>();
for (let i = 2; i + 1 < process.argv.length; i += 2) args.set(process.argv[i]!.replace(/^--/, ''), process.argv[i + 1]!);
const only = args.get('brand')?.toLowerCase();
const sampleN = Number(args.get('sample') ?? 12);

interface Tally { rows: number; decoded: number; rightType: number; wrong: string[]; undecoded: string[] }
const byBrand = new Map<string, Tally>();
for (const row of readCatalogModels()) {
  if (only !== undefined && row.brand.toLowerCase() !== only) continue;
  const model = row.model.replace(/[*#]/g, '');
  if (model === '') continue;
  let t = byBrand.get(row.brand);
  if (!t) byBrand.set(row.brand, (t = { rows: 0, decoded: 0, rightType: 0, wrong: [], undecoded: [] }));
  t.rows++;
  const d = decodeModelNumber(model, row.brand);
  if (!d) {
    t.undecoded.push(`${model} (${row.type})`);
    continue;
  }
  t.decoded++;
  if (d.type === row.type) t.rightType++;
  else t.wrong.push(`${model}: catalog ${row.type}, decoded ${d.type} (${d.rule})`);
}

const pct = (a: number, b: number) => (b === 0 ? '–' : `${((100 * a) / b).toFixed(1)} %`);
const sorted = [...byBrand].sort((a, b) => b[1].rows - a[1].rows);
let rows = 0, dec = 0, right = 0;
console.log('brand'.padEnd(28), 'rows'.padStart(6), 'decoded'.padStart(8), 'right type'.padStart(11), 'disagree'.padStart(9));
for (const [brand, t] of sorted) {
  rows += t.rows; dec += t.decoded; right += t.rightType;
  console.log(brand.padEnd(28), String(t.rows).padStart(6), String(t.decoded).padStart(8), `${t.rightType} (${pct(t.rightType, t.rows)})`.padStart(11), String(t.wrong.length).padStart(9));
}
console.log('TOTAL'.padEnd(28), String(rows).padStart(6), String(dec).padStart(8), `${right} (${pct(right, rows)})`.padStart(11));
if (only !== undefined) {
  for (const [brand, t] of sorted) {
    const step = Math.max(1, Math.floor(t.undecoded.length / sampleN));
    console.log(`\n${brand}: undecoded sample (${t.undecoded.length})`);
    for (let i = 0; i < t.undecoded.length && i / step < sampleN; i += step) console.log('  ', t.undecoded[i]);
    if (t.wrong.length) console.log(`${brand}: disagreements\n  ${t.wrong.slice(0, 20).join('\n  ')}`);
  }
}
