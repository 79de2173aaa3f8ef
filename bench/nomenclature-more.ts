// Nomenclature benchmark: npm run bench:nomenclature [-- --runs 7]
//
// 1. The dispatcher, decodeModelNumber (every family, the series-only fallback): per decodable
//    model (sourced models of every family, half with their brand, half without) and per model on a
//    realistic miss mix, against the floor (normalize + first character). Target ≤ 5 µs per decode.
// 2. The RULES.md §5–§11 rules one by one:
// Cost of one rule call on models it does not decode (the common case: the dispatcher tries many
// rules) and on the models it does, against a floor measured in the same run (normalize the model
// and read its first character). Medians of CPU time (process.cpuUsage: a shared machine's waits are not counted) over several runs. Not a test: nothing asserts times.
import { decodeModelNumber } from '../src/domain/enrichment/nomenclature';
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
    const c0 = process.cpuUsage();
    for (let k = 0; k < reps; k++) for (const m of models) if (call(m)) sink++;
    const c = process.cpuUsage(c0);
    runs.push(((c.user + c.system) * 1000) / (reps * models.length));
  }
  if (sink === -1) console.log(sink);
  return median(runs);
}

function nsPerCallPairs(pairs: readonly [string, string | null][], reps: number, call: (m: string, b: string | null) => unknown): number {
  const runs: number[] = [];
  let sink = 0;
  for (let r = 0; r < RUNS; r++) {
    const c0 = process.cpuUsage();
    for (let k = 0; k < reps; k++) for (const [m, b] of pairs) if (call(m, b)) sink++;
    const c = process.cpuUsage(c0);
    runs.push(((c.user + c.system) * 1000) / (reps * pairs.length));
  }
  if (sink === -1) console.log(sink);
  return median(runs);
}

const misses = [...OTHER, ...nonsense(2000)].map(normalizeNomenclatureModel);
const hits = SOURCED.map(normalizeNomenclatureModel);
const raw = [...OTHER, ...nonsense(2000)];

// Decodable models of every family, with the brand they were printed under (sourced examples of the family modules' documents).
const DECODABLE: [string, string][] = [
  ['GSX140361', 'Goodman'], ['GSZ140481AB', 'Amana'], ['CPLT48', 'Janitrol'], ['GMVC960804CN', 'Goodman'], ['AVPTC24B14', 'Goodman'],
  ['24ACC636A003', 'Carrier'], ['58STA045---08', 'Carrier'], ['PA13NA036', 'Payne'], ['126BNA0360', 'Bryant'], ['FB4CNF036', 'Carrier'],
  ['N4H418AKB', 'Heil'], ['C4H524GKD', 'Comfortmaker'], ['N8MPN050B12B1', 'Tempstar'],
  ['4TTR4036L1000A', 'Trane'], ['4A6H5018E1', 'American Standard'], ['4YCC3036A1096A', 'Trane'], ['TUD1B080A9H31B', 'Trane'], ['S9V2B080U3VSAB', 'Trane'],
  ['ML14XC1-036-230A01', 'Lennox'], ['SL280UH070XV36B', 'Lennox'], ['2SCU13LC136T-1A', 'Armstrong Air'], ['RA1424AJ1NA', 'Rheem'], ['XP50T06PV42U0', 'Rheem'],
  ['YCJD18', 'York'], ['TM9V060B12MP12', 'York'], ['M1MB-056A-BW', 'Intertherm'], ['MSZ-GE09NA', 'Mitsubishi'], ['ASUH09LMAS', 'Fujitsu'], ['LS090HSV4', 'LG'],
  ['FTXS09HVJU', 'Daikin'], ['MI40T6FBN', 'Bradford White'], ['NPE-240A', 'Navien'], ['RU199IN', 'Rinnai'], ['W42HA-A10XXXXXA', 'Bard'], ['ULTRA-155', 'Weil-McLain'],
];
const decodable: [string, string | null][] = [];
for (let i = 0; i < 20000; i++) {
  const [m, b] = DECODABLE[i % DECODABLE.length]!;
  decodable.push([m, i % 2 === 0 ? b : null]);
}
const missMix: [string, string | null][] = [...OTHER, ...nonsense(2000)].map((m, i) => [m, i % 3 === 0 ? null : ['Goodman', 'Carrier', 'Trane', 'Lennox', 'Rheem'][i % 5]!]);

console.log(`bench nomenclature — node ${process.version}, ${RUNS} runs\n`);
const floor = nsPerCall(raw, 5, (m) => normalizeNomenclatureModel(m).charCodeAt(0) === 0);
console.log(`  floor: normalize + first character          ${floor.toFixed(1).padStart(7)} ns/model`);
for (const [m, b] of decodable.slice(0, 2000)) decodeModelNumber(m, b);
const hitsNs = nsPerCallPairs(decodable, 3, (m, b) => decodeModelNumber(m, b));
const hitCount = DECODABLE.filter(([m, b]) => decodeModelNumber(m, b) !== null).length;
console.log(`  decodeModelNumber, decodable models        ${(hitsNs / 1000).toFixed(2).padStart(7)} µs/model (${(hitsNs / floor).toFixed(1)}× floor; ${hitCount}/${DECODABLE.length} decode with their brand; target ≤ 5 µs)`);
const missNs = nsPerCallPairs(missMix, 3, (m, b) => decodeModelNumber(m, b));
console.log(`  decodeModelNumber, miss mix (⅔ with brand)  ${(missNs / 1000).toFixed(2).padStart(7)} µs/model (${(missNs / floor).toFixed(1)}× floor)\n`);
console.log(`§5–§11 rules one by one (${MORE_FAMILY_RULES.length} rules):`);
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
