// The labelled evaluation set of eval:matching (and of the golden-output check): a seeded split of
// the catalog into an indexed part and held-out products, and queries over both.
import { buildCatalogIndex, type CatalogIndex } from '../../src/domain/enrichment/catalog/catalog-index';
import { compileModelPattern, normalizeModelNumber } from '../../src/domain/enrichment/catalog/model-pattern';
import type { CatalogModel } from '../../src/domain/enrichment/types';
import { Gen, referenceRegexes, rng, type Perturbation, type Query } from './labelled-set';

/** Share of products held out of the index (absent from the catalog the matcher sees). */
export const HOLD_OUT_SHARE = 0.15;

function productKey(m: CatalogModel): string {
  return compileModelPattern(m.model)[0]?.tokens.map((t) => (typeof t === 'number' ? (t < 0 ? '?' : String.fromCharCode(t)) : '[]')).join('') ?? m.model;
}

export interface EvalSet {
  index: CatalogIndex;
  train: CatalogModel[];
  held: CatalogModel[];
  heldProducts: number;
  queries: Query[];
}

/** Build the split and the labelled queries for one seed (deterministic). */
export function buildEvalSet(all: CatalogModel[], seed: number, count: number): EvalSet {
  const r = rng(seed);
  const g = new Gen(r);
  const heldKeys = new Set<string>();
  const keys = [...new Set(all.map(productKey))].sort();
  for (const k of keys) if (r() < HOLD_OUT_SHARE) heldKeys.add(k);
  const train = all.filter((m) => !heldKeys.has(productKey(m)));
  const held = all.filter((m) => heldKeys.has(productKey(m)));
  const index = buildCatalogIndex(train);

  // Reference truth: RegExps of the training skeletons, bucketed by first character.
  const buckets = new Map<string, Array<{ id: string; re: RegExp }>>();
  for (const x of referenceRegexes(train)) {
    const first = x.re.source[1] ?? '';
    const key = /[A-Z0-9]/.test(first) ? first : '*';
    buckets.set(key, [...(buckets.get(key) ?? []), x]);
  }
  const truthOf = (clean: string): Set<string> => {
    const ids = new Set<string>();
    for (const b of [buckets.get(clean[0] ?? '') ?? [], buckets.get('*') ?? []]) for (const { id, re } of b) if (re.test(clean)) ids.add(id);
    return ids;
  };

  const queries: Query[] = [];
  const perturb = (clean: string, kind: Perturbation): string | null => {
    switch (kind) {
      case 'clean':
        return clean;
      case 'formatting':
        return g.format(clean);
      case 'revision':
        return clean + g.pick([...'ABCDEFGHJK123456789']);
      case 'ocr':
        return g.ocr(clean);
      case 'typo':
        return g.typo(clean);
      default:
        return null;
    }
  };
  const KINDS: Perturbation[] = ['clean', 'formatting', 'revision', 'ocr', 'typo'];
  while (queries.length < count) {
    const roll = r();
    if (roll < 0.55) {
      const m = g.pick(train);
      const sk = g.pick(compileModelPattern(m.model));
      const clean = g.fill(sk.tokens);
      const kind = g.pick(KINDS);
      const input = perturb(clean, kind);
      if (input === null || normalizeModelNumber(input).length === 0) continue;
      queries.push({ input, brand: g.brandFor(m), truth: truthOf(clean), kind, origin: 'present' });
    } else if (roll < 0.8) {
      const m = g.pick(held);
      const clean = g.fill(g.pick(compileModelPattern(m.model)).tokens);
      const kind = g.pick(KINDS);
      const input = perturb(clean, kind);
      if (input === null) continue;
      queries.push({ input, brand: g.brandFor(m), truth: truthOf(clean), kind, origin: 'held_out' });
    } else if (roll < 0.93) {
      const m = g.pick(train);
      const near = g.nearMiss(g.fill(g.pick(compileModelPattern(m.model)).tokens));
      queries.push({ input: near, brand: g.brandFor(m), truth: truthOf(near), kind: 'near_miss', origin: 'synthetic' });
    } else {
      const s = g.randomModel();
      queries.push({ input: s, brand: null, truth: truthOf(s), kind: 'random', origin: 'synthetic' });
    }
  }
  return { index, train, held, heldProducts: heldKeys.size, queries };
}
