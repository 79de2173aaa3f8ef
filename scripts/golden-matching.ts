// Golden-output check for matcher/enrich optimizations: npx tsx scripts/golden-matching.ts --write FILE | --check FILE
//
// Runs every query of both eval:matching splits (default seed and 777, each against its own training
// index) and of bench:engine's mix (full catalog) through matchModel, and the bench's enrich() inputs
// through enrich(), twice (cold caches, then warm), and records each complete output as JSON (models
// by id). --check compares with a recorded file and prints the first differences; exit code 1 on any.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { buildCatalogIndex, type CatalogIndex } from '../src/domain/enrichment/catalog/catalog-index';
import { enrich } from '../src/domain/enrichment/enrich';
import { matchModel } from '../src/domain/enrichment/matching/match-model';
import { readCatalogModels } from '../src/server/catalog/load-catalog';
import { enrichInputs, queryMix, type EngineQuery } from '../bench/lib/engine-queries';
import { buildEvalSet } from './eval/eval-set';

const args = new Map<string, string>();
for (let i = 2; i + 1 < process.argv.length; i += 2) args.set(process.argv[i]!.replace(/^--/, ''), process.argv[i + 1]!);
const TODAY = '2025-01-15';
const BENCH_QUERIES = 40000;
const EVAL_QUERIES = 6000;

/** JSON of a value with catalog models replaced by their id (the rest of the row is catalog data). */
const stringify = (v: unknown): string => JSON.stringify(v, (k, x: unknown) => (k === 'model' && x !== null && typeof x === 'object' && 'id' in x ? `#${(x as { id: string }).id}` : x));

function lines(): string[] {
  const all = readCatalogModels();
  const full = buildCatalogIndex(all);
  const sets: Array<{ name: string; index: CatalogIndex; queries: EngineQuery[] }> = [];
  for (const seed of [20240601, 777]) {
    const e = buildEvalSet(all, seed, EVAL_QUERIES);
    sets.push({ name: `eval-${seed}`, index: e.index, queries: e.queries.map((q) => ({ model: q.input, brand: q.brand })) });
  }
  const bench = queryMix(all, BENCH_QUERIES).all;
  sets.push({ name: 'bench', index: full, queries: bench });
  const out: string[] = [];
  for (const pass of ['cold', 'warm']) {
    for (const s of sets) s.queries.forEach((q, k) => out.push(`${pass} ${s.name} ${k} ${stringify(matchModel(s.index, q.model, q.brand))}`));
    for (const s of sets) enrichInputs(s.queries).forEach((input, k) => out.push(`${pass} enrich-${s.name} ${k} ${stringify(enrich(input, s.index, TODAY))}`));
  }
  return out;
}

const writeTo = args.get('write');
const checkAgainst = args.get('check');
if ((writeTo === undefined) === (checkAgainst === undefined)) {
  console.error('usage: tsx scripts/golden-matching.ts --write FILE | --check FILE');
  process.exit(2);
}
const got = lines();
const hash = createHash('sha256').update(got.join('\n')).digest('hex');
if (writeTo !== undefined) {
  writeFileSync(writeTo, got.join('\n'));
  console.log(`golden: ${got.length} outputs written to ${writeTo}, sha256 ${hash}`);
} else {
  const want = readFileSync(checkAgainst!, 'utf8').split('\n');
  let diffs = 0;
  for (let k = 0; k < Math.max(want.length, got.length); k++) {
    if (want[k] === got[k]) continue;
    if (++diffs <= 5) console.log(`DIFF line ${k}\n  want ${want[k]}\n  got  ${got[k]}`);
  }
  console.log(`golden: ${got.length} outputs, ${diffs} differ from ${checkAgainst}; sha256 ${hash}`);
  process.exit(diffs === 0 ? 0 : 1);
}
