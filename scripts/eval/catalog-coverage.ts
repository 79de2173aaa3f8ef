// Catalog coverage of the model-number decoders: npx tsx scripts/eval/catalog-coverage.ts [--brand X] [--sample N] [--capacity]
//
// Runs decodeModelNumber(model, brand) over the shipped catalog rows (ENERGY STAR / NRCan model
// numbers with their type: an independent source), wildcards * and # stripped, and prints per brand:
// rows, decoded, decoded with the catalog's type, disagreements, and a sample of undecoded models.
// --capacity adds a section: the decoded nominal capacity against the row's published rating, per rule
// (tolerances and their basis in capacity-compare.ts).
import { decodeModelNumber } from '../../src/domain/enrichment/nomenclature';
import { readCatalogModels } from '../../src/server/catalog/load-catalog';
import { catalogRatingKinds, compareCapacity, type CapacityKind } from './capacity-compare';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i++) {
  const key = process.argv[i]!.replace(/^--/, '');
  const next = process.argv[i + 1];
  if (next === undefined || next.startsWith('--')) {
    args.set(key, '');
  } else {
    args.set(key, next);
    i++;
  }
}
const withCapacity = args.has('capacity');
const only = args.get('brand')?.toLowerCase();
const sampleN = Number(args.get('sample') ?? 12);

interface Tally { rows: number; decoded: number; rightType: number; wrong: string[]; undecoded: string[] }
const byBrand = new Map<string, Tally>();
/** Per rule: comparisons, agreements, disagreeing examples; rows rated whose decode gave no capacity of that kind. */
interface CapTally { n: number; agree: number; disagree: string[]; missing: string[]; kinds: Set<CapacityKind> }
const byRule = new Map<string, CapTally>();
const capTally = (rule: string) => {
  let c = byRule.get(rule);
  if (!c) byRule.set(rule, (c = { n: 0, agree: 0, disagree: [], missing: [], kinds: new Set() }));
  return c;
};
const pendingMissing: { rule: string; kinds: CapacityKind[]; line: string }[] = [];
const byKind = new Map<CapacityKind, { n: number; agree: number }>();
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
  if (!withCapacity || d.seriesOnly || d.seriesName) continue;
  const checks = compareCapacity(d.fields, row.type, row.model_data);
  const c = capTally(`${d.family} | ${d.rule}`);
  for (const k of checks) {
    const kt = byKind.get(k.kind) ?? { n: 0, agree: 0 };
    byKind.set(k.kind, { n: kt.n + 1, agree: kt.agree + (k.agree ? 1 : 0) });
    c.n++; c.kinds.add(k.kind);
    if (k.agree) c.agree++;
    else c.disagree.push(`${model} (${row.brand}, ${row.type}): decoded ${k.decoded} ${k.unit}, rated ${k.rated[0] === k.rated[1] ? k.rated[0] : k.rated.join('–')} ${k.unit}`);
  }
  const rated = catalogRatingKinds(row.type, row.model_data).filter((k) => !checks.some((x) => x.kind === k));
  if (rated.length) pendingMissing.push({ rule: `${d.family} | ${d.rule}`, kinds: rated, line: `${model} (${row.brand}, ${row.type})` });
}
// A rule "claims to read" a capacity kind when it gave that kind for some catalog model.
for (const p of pendingMissing) {
  const c = byRule.get(p.rule);
  if (c && p.kinds.some((k) => c.kinds.has(k))) c.missing.push(p.line);
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
if (withCapacity) {
  const rules = [...byRule].filter(([, c]) => c.n > 0 || c.missing.length > 0).sort((a, b) => b[1].disagree.length - a[1].disagree.length || b[1].n - a[1].n);
  let n = 0, agree = 0, missing = 0;
  console.log('\nCapacity against the catalog rating, per family | rule: compared, agree, disagree, rated but no capacity decoded');
  for (const [rule, c] of rules) {
    n += c.n; agree += c.agree; missing += c.missing.length;
    console.log(`${String(c.n).padStart(5)} ${String(c.agree).padStart(5)} ${String(c.disagree.length).padStart(5)} ${String(c.missing.length).padStart(5)}  ${rule}`);
    for (const line of c.disagree.slice(0, 6)) console.log('        disagree:', line);
    for (const line of c.missing.slice(0, 3)) console.log('        no capacity:', line);
  }
  console.log(`per kind: ${[...byKind].map(([k, t]) => `${k} ${t.agree}/${t.n}`).join(', ')}`);
  console.log(`CAPACITY compared ${n}, agree ${agree}, disagree ${n - agree}, rated but no capacity decoded ${missing}`);
}
