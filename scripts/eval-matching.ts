// Evaluate matchModel on a labelled set: npm run eval:matching [-- --seed N --queries N --typo-queries N --absent-queries N]
//
// Part of the catalog (whole products: every brand's copy of a model string) is held out; the index
// is built from the rest. Queries: training models as nameplates would show them (fully specified
// wildcards, formatting, revision suffixes, OCR swaps, typos), and absent model numbers (held-out
// products, near misses of real models, random model-shaped strings). Reported: precision per match
// type, recall per perturbation, false-match rate on absent inputs.
import { matchModel } from '../src/domain/enrichment/matching/match-model';
import type { ModelMatchType } from '../src/domain/enrichment/types';
import { readCatalogModels } from '../src/server/catalog/load-catalog';
import { buildEvalSet } from './eval/eval-set';
import { buildTypoSet, type TypoQuery } from './eval/typo-set';

const args = new Map<string, string>();
for (let i = 2; i + 1 < process.argv.length; i += 2) args.set(process.argv[i]!.replace(/^--/, ''), process.argv[i + 1]!);
const SEED = Number(args.get('seed') ?? 20240601);
const QUERIES = Number(args.get('queries') ?? 6000);
const TYPO_QUERIES = Number(args.get('typo-queries') ?? 3000);
const ABSENT_QUERIES = Number(args.get('absent-queries') ?? 1500);

/** Typo recovery (issue 18 item 3) on its own labelled set (scripts/eval/typo-set.ts). */
function typoRecovery(all: ReturnType<typeof readCatalogModels>): void {
  const { index, indexed, withheld, queries } = buildTypoSet(all, SEED, TYPO_QUERIES, ABSENT_QUERIES);
  const pct = (a: number, b: number) => (b === 0 ? '–' : `${((100 * a) / b).toFixed(1)}%`);
  const unambiguous = (q: TypoQuery) => q.source !== null && !q.exact && q.within.length === 1 && q.within[0] === q.source;
  let una = 0;
  let unaFound = 0;
  let amb = 0;
  let ambMatched = 0;
  let ambWrong = 0;
  let possible = 0;
  let possibleOk = 0;
  let possibleTypo = 0;
  let possibleTypoOk = 0;
  const absentBy = new Map<string, { n: number; strong: number; possible: number }>();
  let absentInCatalog = 0;
  // Absent queries whose withheld product is a revision listing of an indexed one (typo-set.ts revisionOf).
  const revisionListings = { n: 0, strong: 0, strongToIt: 0, possible: 0 };
  const perKind = new Map<string, { n: number; found: number }>();
  const misses: string[] = [];
  for (const q of queries) {
    const out = matchModel(index, q.input, q.brand);
    const best = out.best;
    const ok = best !== null && q.source !== null && best.model.model === q.source;
    if (best?.match_type === 'possible_match') {
      possible++;
      if (ok) possibleOk++;
      if (q.source !== null) {
        possibleTypo++;
        if (ok) possibleTypoOk++;
      }
    }
    if (q.source === null) {
      if (q.exact) {
        absentInCatalog++;
        continue;
      }
      const strong = best !== null && best.match_type !== 'possible_match';
      if (q.revisionOf !== null) {
        revisionListings.n++;
        if (strong) revisionListings.strong++;
        if (strong && best.model.model === q.revisionOf) revisionListings.strongToIt++;
        if (best?.match_type === 'possible_match') revisionListings.possible++;
      }
      const withRevisions = 'all absent, revision listings counted as absent';
      for (const key of q.revisionOf === null ? [q.kind, 'all absent', withRevisions] : [withRevisions]) {
        const a = absentBy.get(key) ?? { n: 0, strong: 0, possible: 0 };
        a.n++;
        if (best && best.match_type !== 'possible_match') a.strong++;
        if (best?.match_type === 'possible_match') a.possible++;
        absentBy.set(key, a);
      }
      continue;
    }
    if (unambiguous(q)) {
      una++;
      if (ok) unaFound++;
      else if (misses.length < 6) misses.push(`${q.kind} "${q.input}" (of ${q.source}) → ${best ? `${best.model.model} ${best.match_type}` : out.reason}`);
      const k = perKind.get(q.kind) ?? { n: 0, found: 0 };
      k.n++;
      if (ok) k.found++;
      perKind.set(q.kind, k);
    } else if (!q.exact) {
      amb++;
      if (best) {
        ambMatched++;
        if (!ok) ambWrong++;
      }
    }
  }
  console.log(`\nTypo recovery (issue 18; scripts/eval/typo-set.ts, seed=${SEED}): index ${indexed.length} models, ${withheld.length} withheld as absent; ${queries.length} queries`);
  console.log(`  recall on unambiguous single typos (goal ≥ 90%): ${pct(unaFound, una)} (${unaFound}/${una}); per kind: ${[...perKind].sort().map(([k, v]) => `${k} ${pct(v.found, v.n)} of ${v.n}`).join(', ')}`);
  console.log(`  possible_match precision (goal ≥ 85%): ${pct(possibleOk, possible)} (${possibleOk}/${possible}) over typo and absent queries; ${pct(possibleTypoOk, possibleTypo)} (${possibleTypoOk}/${possibleTypo}) over typo queries alone`);
  for (const [kind, a] of [...absentBy].sort()) {
    console.log(`  ${kind}: exact/likely false matches (goal ≤ 1%) ${pct(a.strong, a.n)} (${a.strong}/${a.n}); possible_match ${pct(a.possible, a.n)} (${a.possible})`);
  }
  console.log(`  (${absentInCatalog} withheld strings left out of the absent figures: an indexed model has the same normalized form)`);
  const r = revisionListings;
  console.log(
    `  withheld revision listings (an indexed model number, or it plus 1–2 trailing characters, once normalized: the same equipment, left out of the absent figures): ${r.n}; exact/likely ${r.strong}, of which to that indexed model ${r.strongToIt}; possible_match ${r.possible}`,
  );
  console.log(`  ambiguous typos (0 or 2+ products within one edit): ${amb}; matched anyway ${ambMatched} (wrong product ${ambWrong})`);
  if (misses.length > 0) console.log(`  missed unambiguous typos (first ${misses.length}):\n    ${misses.join('\n    ')}`);
}

function main(): void {
  const all = readCatalogModels();
  const { index, train, held, heldProducts, queries } = buildEvalSet(all, SEED, QUERIES);

  const byType = new Map<ModelMatchType, { n: number; ok: number; confSum: number }>();
  const byKind = new Map<string, { n: number; found: number; correct: number }>();
  let absent = 0;
  let absentMatched = 0;
  const absentByType = new Map<ModelMatchType, number>();
  const examples: string[] = [];
  const byRule = new Map<string, { n: number; ok: number; absent: number }>();
  const ruleOf = (reason: string): string =>
    [/OCR/.test(reason) ? 'ocr' : '', /\(((?:substitution|insertion|deletion|transposition)[^)]*)\)/.exec(reason)?.[1] ?? '', /revision suffix "(.+?)"/.exec(reason) ? `revision+${/revision suffix "(.+?)"/.exec(reason)![1]!.length}` : '', /conflicts/.test(reason) ? 'brand-conflict' : '', /fits equally/.test(reason) ? 'ambiguous' : '']
      .filter(Boolean)
      .join('+') || 'plain';
  for (const q of queries) {
    const out = matchModel(index, q.input, q.brand);
    const isAbsent = q.truth.size === 0;
    const kindKey = `${isAbsent ? 'absent' : 'present'} · ${q.kind}`;
    const k = byKind.get(kindKey) ?? { n: 0, found: 0, correct: 0 };
    k.n++;
    if (out.best) {
      k.found++;
      const ok = q.truth.has(out.best.model.id);
      if (ok) k.correct++;
      const t = byType.get(out.best.match_type) ?? { n: 0, ok: 0, confSum: 0 };
      t.n++;
      t.confSum += out.best.confidence;
      if (ok) t.ok++;
      byType.set(out.best.match_type, t);
      const rule = `${out.best.match_type.replace('_match', '')} · ${ruleOf(out.best.reason)}`;
      const rr = byRule.get(rule) ?? { n: 0, ok: 0, absent: 0 };
      rr.n++;
      if (ok) rr.ok++;
      if (isAbsent) rr.absent++;
      byRule.set(rule, rr);
      if (!ok && examples.length < 12 && out.best.match_type !== 'possible_match') examples.push(`${q.kind} "${q.input}" [${q.brand}] → ${out.best.model.brand} ${out.best.model.model} (${out.best.match_type} ${out.best.confidence})`);
    }
    byKind.set(kindKey, k);
    if (isAbsent) {
      absent++;
      if (out.best) {
        absentMatched++;
        absentByType.set(out.best.match_type, (absentByType.get(out.best.match_type) ?? 0) + 1);
      }
    }
  }

  const pct = (a: number, b: number) => (b === 0 ? '–' : `${((100 * a) / b).toFixed(1)}%`);
  console.log(`eval:matching seed=${SEED} queries=${queries.length} catalog=${all.length} (index ${train.length}, held out ${held.length} models of ${heldProducts} products)`);
  console.log('\nPrecision of the best match, per match type:');
  for (const t of ['exact_match', 'likely_match', 'possible_match'] as const) {
    const v = byType.get(t) ?? { n: 0, ok: 0, confSum: 0 };
    console.log(`  ${t.padEnd(15)} n=${String(v.n).padStart(5)}  precision=${pct(v.ok, v.n).padStart(6)}  mean confidence=${v.n ? (v.confSum / v.n).toFixed(3) : '–'}`);
  }
  console.log(`\nFalse-match rate on absent inputs: ${pct(absentMatched, absent)} (${absentMatched}/${absent}); by type: ${['exact_match', 'likely_match', 'possible_match'].map((t) => `${t} ${absentByType.get(t as ModelMatchType) ?? 0}`).join(', ')}`);
  console.log('\nPer query kind (found = any best; correct = best is a true model):');
  for (const [kind, v] of [...byKind].sort()) console.log(`  ${kind.padEnd(22)} n=${String(v.n).padStart(5)}  found=${pct(v.found, v.n).padStart(6)}  correct=${pct(v.correct, v.n).padStart(6)}`);
  console.log('\nPer rule of the best match (absent = the input was not in the catalog):');
  for (const [rule, v] of [...byRule].sort()) console.log(`  ${rule.padEnd(40)} n=${String(v.n).padStart(5)}  precision=${pct(v.ok, v.n).padStart(6)}  absent=${v.absent}`);
  if (examples.length > 0) console.log(`\nWrong exact/likely examples:\n  ${examples.join('\n  ')}`);
  typoRecovery(all);
}

main();
