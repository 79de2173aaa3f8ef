// How far the catalog-series fallback (src/domain/enrichment/catalog-series.ts) can be trusted, for each
// shortest shared beginning: npx tsx scripts/eval/catalog-series.ts
//
// 1. Ten-fold cross-validation over the shipped catalog (ENERGY STAR / NRCan rows with their type, an
//    independent list): each fold's rows are read against the other nine folds.
// 2. The same with whole series held out (a series = brand group + the number's leading letters and digits,
//    "GSX14" of GSX140361): a held-out row has no row of its own series to lean on, like an older line
//    that the lists never carried.
//    Without a brand: whole series held out, every brand's models counted.
// 3. Model-number-shaped nonsense (scripts/eval/identify-labelled.ts makeNonsense, seeds 1–5, over the
//    labelled set and hold-outs 1–8) read against the whole catalog: how many get a type (goal 0).
import { readFileSync } from 'node:fs';
import { brandProfile } from '../../src/domain/enrichment/brands';
import { inferFromCatalogSeries } from '../../src/domain/enrichment/catalog-series';
import { buildSeriesNeighbours, literalLead } from '../../src/domain/enrichment/catalog/series-neighbours';
import type { CatalogModel } from '../../src/domain/enrichment/types';
import { readCatalogModels } from '../../src/server/catalog/load-catalog';
import { makeNonsense, parseLabelled } from './identify-labelled';

const FOLDS = 10;
const MINIMA = [3, 4, 5, 6, 7];
const all = readCatalogModels().filter((m) => literalLead(m.model) !== '');
const groupOf = (m: CatalogModel) => brandProfile(m.brand).groups[0] ?? brandProfile(m.brand).key;
// Deterministic fold of a string (FNV-1a).
const fold = (s: string) => {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return (h >>> 0) % FOLDS;
};
const seriesOf = (m: CatalogModel) => `${groupOf(m)}|${/^[A-Z]*\d*/.exec(literalLead(m.model))![0]}`;

function crossValidate(foldOf: (m: CatalogModel) => number, withBrand = true): Map<number, { rows: number; fired: number; right: number }> {
  const out = new Map(MINIMA.map((k) => [k, { rows: 0, fired: 0, right: 0 }]));
  for (let f = 0; f < FOLDS; f++) {
    const train = all.filter((m) => foldOf(m) !== f);
    const catalog = { models: train, seriesNeighbours: buildSeriesNeighbours(train, train.map((m) => brandProfile(m.brand))) };
    const trainModels = new Set(train.map((m) => `${groupOf(m)}|${literalLead(m.model)}`));
    for (const m of all) {
      if (foldOf(m) !== f || trainModels.has(`${groupOf(m)}|${literalLead(m.model)}`)) continue; // the same number under another row
      for (const k of MINIMA) {
        const t = out.get(k)!;
        t.rows++;
        const d = inferFromCatalogSeries(catalog as never, literalLead(m.model), withBrand ? m.brand : null, k);
        if (d) {
          t.fired++;
          if (d.type === m.type) t.right++;
        }
      }
    }
  }
  return out;
}

const pct = (a: number, b: number) => (b === 0 ? '–' : `${((100 * a) / b).toFixed(1)} %`);
const byRow = crossValidate((m) => fold(`${m.brand}|${m.model}`));
const bySeries = crossValidate((m) => fold(seriesOf(m)));
const bySeriesNoBrand = crossValidate((m) => fold(seriesOf(m)), false);

const files = ['identify-labelled', 'identify-holdout', ...[2, 3, 4, 5, 6, 7, 8].map((i) => `identify-holdout-${i}`)];
const rows = files.flatMap((f) => parseLabelled(readFileSync(new URL(`../../data/eval/${f}.csv`, import.meta.url), 'utf8')));
const full = { models: all, seriesNeighbours: buildSeriesNeighbours(all, all.map((m) => brandProfile(m.brand))) };
const nonsense = [1, 2, 3, 4, 5].flatMap((seed) => makeNonsense(rows, seed)).filter((n) => n.brand !== null);

const line = (k: number, r: { rows: number; fired: number; right: number }, s: { rows: number; fired: number; right: number }, fired: number, of: number) =>
  `${String(k).padStart(15)} | ${pct(r.fired, r.rows).padStart(7)} ${pct(r.right, r.fired).padStart(7)} of ${r.rows} | ${pct(s.fired, s.rows).padStart(7)} ${pct(s.right, s.fired).padStart(7)} of ${s.rows} | ${fired} of ${of}`;
console.log('With the brand (the default shortest is 4)');
console.log('shortest shared | rows held out: given a type, right type | whole series held out: given a type, right type | nonsense given a type');
for (const k of MINIMA) console.log(line(k, byRow.get(k)!, bySeries.get(k)!, nonsense.filter((n) => inferFromCatalogSeries(full as never, n.input, n.brand, k) !== null).length, nonsense.length));
console.log('Without a brand (every brand\'s models; the default shortest is 7)');
const noBrand = [1, 2, 3, 4, 5].flatMap((seed) => makeNonsense(rows, seed));
for (const k of MINIMA) console.log(line(k, { rows: 0, fired: 0, right: 0 }, bySeriesNoBrand.get(k)!, noBrand.filter((n) => inferFromCatalogSeries(full as never, n.input, null, k) !== null).length, noBrand.length));
