// Catalog coverage of the model-number decoders: npx tsx scripts/eval/catalog-coverage.ts [--brand X] [--sample N]
//
// Runs decodeModelNumber(model, brand) over every shipped catalog row (ENERGY STAR / NRCan model
// numbers with their type: an independent source), wildcards (* #) stripped, and prints per brand:
// rows, decoded, decoded with the catalog's type, disagreements, and a sample of undecoded models.
import { decodeModelNumber } from '../../src/domain/enrichment/nomenclature';
import { readCatalogModels } from '../../src/server/catalog/load-catalog';

const args = new Map<string, string>();
for (let i = 2; i + 1 < process.argv.length; i += 2) args.set(process.argv[i]!.replace(/^--/, ''), process.argv[i + 1]!);
const onlyBrand = args.get('brand')?.toLowerCase() ?? null;
const SAMPLE = Number(args.get('sample') ?? 12);

interface Tally { rows: number; decoded: number; rightType: number; disagree: string[]; undecoded: string[] }
const byBrand = new Map<string, Tally>();

for (const row of readCatalogModels()) {
  if (onlyBrand !== null && row.brand.toLowerCase() !== onlyBrand) continue;
  const model = row.model.replace(/[*#]/g, '');
  if (model === '') continue;
  let t = byBrand.get(row.brand);
  if (!t) byBrand.set(row.brand, (t = { rows: 0, decoded: 0, rightType: 0, disagree: [], undecoded: [] }));
  t.rows++;
  const d = decodeModelNumber(model, row.brand);
  if (d === null) t.undecoded.push(`${model} (${row.type})`);
  else {
    t.decoded++;
    if (d.type === row.type) t.rightType++;
    else t.disagree.push(`${model}: catalog ${row.type}, decoded ${d.type} by ${d.rule}`);
  }
}

const pct = (a: number, b: number) => (b === 0 ? '–' : `${((100 * a) / b).toFixed(1)}%`);
const spread = (list: string[]) => list.filter((_, i) => i % Math.max(1, Math.floor(list.length / SAMPLE)) === 0).slice(0, SAMPLE);
const brands = [...byBrand.entries()].sort((a, b) => b[1].rows - a[1].rows);
let rows = 0, decoded = 0, right = 0;
console.log('brand'.padEnd(28), 'rows'.padStart(6), 'decoded'.padStart(15), 'right type'.padStart(15), 'disagree'.padStart(8));
for (const [brand, t] of brands) {
  rows += t.rows; decoded += t.decoded; right += t.rightType;
  console.log(brand.padEnd(28), String(t.rows).padStart(6), `${t.decoded} ${pct(t.decoded, t.rows)}`.padStart(15), `${t.rightType} ${pct(t.rightType, t.rows)}`.padStart(15), String(t.disagree.length).padStart(8));
}
console.log('ALL'.padEnd(28), String(rows).padStart(6), `${decoded} ${pct(decoded, rows)}`.padStart(15), `${right} ${pct(right, rows)}`.padStart(15));
if (onlyBrand !== null || brands.length <= 4) {
  for (const [brand, t] of brands) {
    if (t.disagree.length) console.log(`\n${brand}: disagreements\n  ${t.disagree.slice(0, SAMPLE).join('\n  ')}`);
    if (t.undecoded.length) console.log(`\n${brand}: undecoded sample (${t.undecoded.length})\n  ${spread(t.undecoded).join('\n  ')}`);
  }
}
