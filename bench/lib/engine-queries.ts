// Query sets of bench:engine (and of the golden-output check): a seeded upload-like mix of model
// numbers, and enrich() inputs built from it.
import { compileModelPattern } from '../../src/domain/enrichment/catalog/model-pattern';
import type { CatalogModel, EnrichInput } from '../../src/domain/enrichment/types';
import { Gen, rng } from '../../scripts/eval/labelled-set';

export interface EngineQuery {
  model: string;
  brand: string | null;
}

/** Query mix of an upload: 60% as printed (formatting varies), 10% revision suffix, 10% OCR, 10% typo, 10% absent. */
export function queryMix(models: CatalogModel[], n: number): { all: EngineQuery[]; strict: EngineQuery[]; fuzzy: EngineQuery[] } {
  const g = new Gen(rng(42));
  const all: EngineQuery[] = [];
  const strict: EngineQuery[] = [];
  const fuzzy: EngineQuery[] = [];
  while (all.length < n) {
    const m = g.pick(models);
    const clean = g.fill(g.pick(compileModelPattern(m.model)).tokens);
    const roll = g.int(10);
    const brand = g.brandFor(m);
    let q: EngineQuery;
    if (roll < 6) q = { model: g.format(clean), brand };
    else if (roll < 7) q = { model: `${clean}A`, brand };
    else if (roll < 8) q = { model: g.ocr(clean) ?? clean, brand };
    else if (roll < 9) q = { model: g.typo(clean), brand };
    else q = { model: g.chance(0.5) ? g.randomModel() : g.nearMiss(clean), brand: null };
    all.push(q);
    (roll < 7 ? strict : fuzzy).push(q);
  }
  return { all, strict, fuzzy };
}

const SERIALS = ['1218E12345', '2205123456', 'W1J4123456', '5898G07568', 'R883512345', null];

/** enrich() inputs of the bench: the mix's model numbers with a rotating set of family-format serials. */
export function enrichInputs(queries: EngineQuery[]): EnrichInput[] {
  return queries.map((q, k) => ({ model_number: q.model, brand: q.brand, serial_number: SERIALS[k % SERIALS.length]!, date_added: '2024-05-01', type_of_service: k % 2 ? 'install' : 'maintenance_service' }));
}
