// Nomenclature (RULES.md §5–§11) benchmark: npm run bench:nomenclature [-- --runs 7]
//
// Cost of one rule call on models it does not decode (the common case: the dispatcher tries many
// rules) and on the models it does, against a floor measured in the same run (normalize the model
// and read its first character). Medians over several runs. Not a test: nothing asserts times.
import { performance } from 'node:perf_hooks';
import { MORE_FAMILY_RULES } from '../src/domain/enrichment/nomenclature/families-more';
import { normalizeNomenclatureModel } from '../src/domain/enrichment/nomenclature/types';
import { createRng } from './lib/prng';

const args = new Map<string, string>();
for (let i = 2; i + 1 < process.argv.length; i += 2) args.set(process.argv[i]!.replace(/^--/, ''), process.argv[i + 1]!);
const RUNS = Number(args.get('runs') ?? 7);

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

// Realistic non-matching mix: other families' model numbers and model-shaped nonsense.
const OTHER = ['GSX140361', 'GSZ140481KA', '4TTR4036L1000A', '24ACC636A003', 'N4H418AKB', 'GMS80805BN', '58STA090', 'TUD080R9V3K', 'ARUF37C14', 'PA13NA036'];
const SOURCED = ['ML14XC1-036-230A01', 'SL280UH070XV36B', '2SCU13LC136T-1A', 'RA1424AJ1NA', 'XP50T06PV42U0', 'YCJD18', 'TM9V060B12MP12', 'M1MB-056A-BW', 'MSZ-GE09NA', 'ASUH09LMAS', 'LS090HSV4', 'FTXS09HVJU', 'MI40T6FBN', 'NPE-240A', 'RU199IN', 'W42HA-A10XXXXXA', 'ULTRA-155'];

function nonsense(count: number): string[] {
  const rng = createRng(20261126);
  const letters = [...'ABCDEFGHJKLMNPRSTUVWXYZ'];
  const pick = (k: number) => Array.from({ length: k }, () => rng.pick(letters)).join('');
  const digits = (k: number) => Array.from({ length: k }, () => String(rng.int(0, 9))).join('');
  return Array.from({ length: count }, () => `${pick(rng.int(1, 4))}${digits(rng.int(2, 6))}${pick(rng.int(0, 3))}`);
}

function nsPerCall(models: readonly string[], reps: number, call: (m: string) => unknown): number {
  const runs: number[] = [];
  let sink = 0;
  for (let r = 0; r < RUNS; r++) {
    const t0 = performance.now();
    for (let k = 0; k < reps; k++) for (const m of models) if (call(m)) sink++;
    runs.push(((performance.now() - t0) * 1e6) / (reps * models.length));
  }
  if (sink === -1) console.log(sink);
  return median(runs);
}

const misses = [...OTHER, ...nonsense(2000)].map(normalizeNomenclatureModel);
const hits = SOURCED.map(normalizeNomenclatureModel);
const raw = [...OTHER, ...nonsense(2000)];

console.log(`bench nomenclature §5–§11 — node ${process.version}, ${RUNS} runs, ${MORE_FAMILY_RULES.length} rules\n`);
const floor = nsPerCall(raw, 5, (m) => normalizeNomenclatureModel(m).charCodeAt(0) === 0);
console.log(`  floor: normalize + first character          ${floor.toFixed(1).padStart(7)} ns/model`);
const allRulesMiss = nsPerCall(misses, 5, (m) => MORE_FAMILY_RULES.some((r) => r.decode(m, '') !== null));
console.log(`  all ${MORE_FAMILY_RULES.length} rules, non-matching model        ${allRulesMiss.toFixed(1).padStart(7)} ns/model = ${(allRulesMiss / MORE_FAMILY_RULES.length).toFixed(1)} ns/rule call (${(allRulesMiss / floor).toFixed(1)}× floor)`);
const allRulesHit = nsPerCall(hits, 200, (m) => MORE_FAMILY_RULES.filter((r) => r.decode(m, r.brands[0] ?? '') !== null).length);
console.log(`  all rules, sourced example models (decode)  ${allRulesHit.toFixed(1).padStart(7)} ns/model (${(allRulesHit / floor).toFixed(1)}× floor)`);
let worst = { id: '', ns: 0 };
for (const rule of MORE_FAMILY_RULES) {
  const ns = nsPerCall(misses, 3, (m) => rule.decode(m, ''));
  if (ns > worst.ns) worst = { id: rule.id, ns };
}
console.log(`  slowest single rule on non-matching models  ${worst.ns.toFixed(1).padStart(7)} ns/call (${worst.id})`);
