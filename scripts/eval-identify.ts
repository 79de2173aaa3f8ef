// Identify equipment people really have installed: npm run eval:identify [-- --file <csv> --seed N]
//
// Runs every labelled model number (data/eval/identify-labelled.csv: reported from installed units,
// expected values from the report or the manufacturer's documents; see data/eval/README.md) through
// the public engine entry, enrich(), with the shipped catalog, and reports: share identified with the
// right equipment type (overall, and by how: catalog match, possible match, model-number decode),
// capacity right, refrigerant right, wrong decodes, decodes fired on model-number-shaped nonsense
// (goal 0), a per-brand breakdown, and every miss.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { canonicalBrand, enrich, type EnrichResult } from '../src/domain/enrichment';
import { loadCatalog } from '../src/server/catalog/load-catalog';
import { makeNonsense, parseLabelled, REPORT_KINDS, rulesExampleOf, rulesExamples, type LabelledRow } from './eval/identify-labelled';
import { capacityAgrees, capacityOf, identityOf, refrigerantKey, refrigerantOf, type IdentifiedBy } from './eval/identify-read';

const args = new Map<string, string>();
for (let i = 2; i + 1 < process.argv.length; i += 2) args.set(process.argv[i]!.replace(/^--/, ''), process.argv[i + 1]!);
const ROOT = resolve(import.meta.dirname, '..');
const FILE = resolve(ROOT, args.get('file') ?? 'data/eval/identify-labelled.csv');
const RULES = resolve(ROOT, '../shared/data/nomenclature/RULES.md');
const SEED = Number(args.get('seed') ?? 20261126);
const TODAY = '2026-01-01';

const run = (model_number: string, brand: string | null): EnrichResult =>
  enrich({ model_number, brand, serial_number: null, date_added: null, type_of_service: null }, loadCatalog(), TODAY);

const pct = (a: number, b: number) => (b === 0 ? '–' : `${((100 * a) / b).toFixed(1)}%`);
const frac = (a: number, b: number) => `${pct(a, b).padStart(6)} (${a}/${b})`;

interface Outcome {
  row: LabelledRow;
  by: IdentifiedBy;
  type: string | null;
  label: string | null;
  typeRight: boolean;
  capacity: number | null;
  capacityRight: boolean | null;
  refrigerant: string | null;
  refrigerantRight: boolean | null;
}

function evaluate(row: LabelledRow): Outcome {
  const r = run(row.model_number, row.brand);
  const id = identityOf(r);
  const data = r.identified?.model_data ?? {};
  const cap = row.expected_capacity;
  const capacity = cap && r.identified ? capacityOf(data, cap.unit) : null;
  const refrigerant = r.identified ? refrigerantOf(data) : null;
  return {
    row,
    ...id,
    typeRight: id.type === row.expected_type,
    capacity,
    capacityRight: cap ? capacity !== null && capacityAgrees(capacity, cap.value, cap.unit) : null,
    refrigerant,
    refrigerantRight: row.expected_refrigerant ? refrigerant !== null && refrigerantKey(refrigerant) === refrigerantKey(row.expected_refrigerant) : null,
  };
}

function main(): void {
  const rows = parseLabelled(readFileSync(FILE, 'utf8'));
  let rulesNote = '';
  try {
    const examples = rulesExamples(readFileSync(RULES, 'utf8'));
    const clash = rows.filter((r) => rulesExampleOf(r.model_number, examples) !== null);
    const list = clash.map((r) => `line ${r.line} ${r.model_number} (${rulesExampleOf(r.model_number, examples)})`).join(', ');
    // The shipped set must stay apart from the rules' examples; another file (--file) only gets a warning.
    if (clash.length > 0 && !args.has('file')) throw new Error(`labelled rows that are RULES.md worked examples: ${list}`);
    rulesNote = clash.length > 0 ? `WARNING: ${clash.length} rows are RULES.md worked examples: ${list}` : 'none is a RULES.md worked example';
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    rulesNote = `RULES.md not found at ${RULES}: worked-example check skipped`;
  }

  const t0 = performance.now();
  const outcomes = rows.map(evaluate);
  // Each nonsense string twice: with the brand of the row it was made from (decoders are most
  // permissive when a brand is given) and with no brand.
  const nonsense = makeNonsense(rows, SEED);
  const fired: string[] = [];
  let firedNoBrand = 0;
  let nonsenseCatalog = 0;
  let nonsenseRuns = 0;
  for (const n of nonsense) {
    for (const brand of n.brand === null ? [null] : [n.brand, null]) {
      nonsenseRuns++;
      const id = identityOf(run(n.input, brand));
      if (id.by === 'decode') {
        if (brand === null) firedNoBrand++;
        fired.push(`${n.kind} "${n.input}" [${brand ?? 'no brand'}] (from ${n.from}) → ${id.type} ${id.label}`);
      } else if (id.by === 'catalog') nonsenseCatalog++;
    }
  }
  const ms = performance.now() - t0;

  const n = outcomes.length;
  const right = outcomes.filter((o) => o.typeRight).length;
  console.log(`eval:identify ${FILE.replace(`${ROOT}/`, '')}: ${n} rows (${new Set(outcomes.map((o) => o.row.source_url)).size} sources), ${rulesNote}; ${(ms / 1000).toFixed(1)} s`);
  console.log(`\nIdentified with the right equipment type: ${frac(right, n)}   (any identification: ${frac(outcomes.filter((o) => o.by !== 'none').length, n)}; right type without possible matches: ${frac(outcomes.filter((o) => o.typeRight && o.by !== 'possible').length, n)})`);
  console.log('By how it was identified (right type / identified that way):');
  for (const by of ['catalog', 'possible', 'decode', 'none'] as const) {
    const s = outcomes.filter((o) => o.by === by);
    const name = { catalog: 'catalog match (exact/likely)', possible: 'possible match', decode: 'model-number decode', none: 'not identified' }[by];
    console.log(`  ${name.padEnd(30)} n=${String(s.length).padStart(4)}${by === 'none' ? '' : `  right type ${frac(s.filter((o) => o.typeRight).length, s.length)}`}`);
  }
  console.log('By where the model number comes from (right type / rows):');
  for (const kind of REPORT_KINDS) {
    const s = outcomes.filter((o) => o.row.report_kind === kind);
    console.log(`  ${kind.padEnd(30)} n=${String(s.length).padStart(4)}  right type ${frac(s.filter((o) => o.typeRight).length, s.length)}`);
  }
  const withCap = outcomes.filter((o) => o.capacityRight !== null);
  const withRef = outcomes.filter((o) => o.refrigerantRight !== null);
  console.log(`\nCapacity right (rows with an expected capacity): ${frac(withCap.filter((o) => o.capacityRight).length, withCap.length)}; of those identified: ${frac(withCap.filter((o) => o.capacityRight).length, withCap.filter((o) => o.by !== 'none').length)}`);
  console.log(`Refrigerant right (rows with an expected refrigerant): ${frac(withRef.filter((o) => o.refrigerantRight).length, withRef.length)}; of those identified: ${frac(withRef.filter((o) => o.refrigerantRight).length, withRef.filter((o) => o.by !== 'none').length)}`);
  const wrongDecodes = outcomes.filter((o) => o.by === 'decode' && !o.typeRight);
  const wrongMatches = outcomes.filter((o) => (o.by === 'catalog' || o.by === 'possible') && !o.typeRight);
  console.log(`Wrong decodes (decoded with a wrong type): ${wrongDecodes.length} of ${outcomes.filter((o) => o.by === 'decode').length} decodes; catalog matches with a wrong type: ${wrongMatches.length}`);
  console.log(`\nNonsense (seed ${SEED}, model-number-shaped): ${nonsense.length} strings, each with its row's brand (if any) and with none (${nonsenseRuns} runs); decodes fired: ${fired.length} (goal 0; ${firedNoBrand} without a brand); exact/likely catalog matches: ${nonsenseCatalog}`);
  for (const f of fired.slice(0, 20)) console.log(`  ${f}`);

  console.log('\nPer brand (as reported, canonical; right type / rows):');
  const byBrand = new Map<string, Outcome[]>();
  for (const o of outcomes) {
    const b = o.row.brand === null ? '(no brand given)' : canonicalBrand(o.row.brand);
    byBrand.set(b, [...(byBrand.get(b) ?? []), o]);
  }
  for (const [b, os] of [...byBrand].sort((a, z) => z[1].length - a[1].length || a[0].localeCompare(z[0])))
    console.log(`  ${b.padEnd(28)} ${frac(os.filter((o) => o.typeRight).length, os.length)}  decode ${os.filter((o) => o.by === 'decode').length}, catalog ${os.filter((o) => o.by === 'catalog' || o.by === 'possible').length}`);
  console.log('\nPer expected type:');
  const byType = new Map<string, Outcome[]>();
  for (const o of outcomes) byType.set(o.row.expected_type, [...(byType.get(o.row.expected_type) ?? []), o]);
  for (const [t, os] of [...byType].sort()) console.log(`  ${t.padEnd(28)} ${frac(os.filter((o) => o.typeRight).length, os.length)}`);

  const misses = outcomes.filter((o) => !o.typeRight);
  console.log(`\nMisses (${misses.length}): line, brand, model → what the engine said`);
  for (const o of misses)
    console.log(`  ${String(o.row.line).padStart(4)} ${(o.row.brand ?? '—').padEnd(16)} ${o.row.model_number.padEnd(24)} want ${o.row.expected_type.padEnd(17)} → ${o.by === 'none' ? 'not identified' : `${o.by}: ${o.type} (${o.label})`}`);
  const capMiss = outcomes.filter((o) => o.typeRight && o.capacityRight === false);
  const refMiss = outcomes.filter((o) => o.typeRight && o.refrigerantRight === false);
  if (capMiss.length + refMiss.length > 0) {
    console.log('\nRight type, wrong or missing capacity / refrigerant:');
    for (const o of capMiss) console.log(`  ${String(o.row.line).padStart(4)} ${o.row.model_number.padEnd(24)} capacity want ${o.row.expected_capacity!.value} ${o.row.expected_capacity!.unit}, got ${o.capacity === null ? 'none' : +o.capacity.toFixed(2)}`);
    for (const o of refMiss) console.log(`  ${String(o.row.line).padStart(4)} ${o.row.model_number.padEnd(24)} refrigerant want ${o.row.expected_refrigerant}, got ${o.refrigerant ?? 'none'}`);
  }
}

main();
