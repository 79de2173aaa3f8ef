// The catalog-series fallback: a model number that no catalog model matches and no maker's key decodes, given
// with its brand, whose first MIN_SHARED_CHARS or more characters begin a run of that brand's (or its sister
// badges') catalog models that are all of one type, is read as that type (without a brand: every brand's
// models, MIN_SHARED_CHARS_WITHOUT_BRAND or more characters, one maker) — the product line the maker numbers
// from those characters (RULES.md §0). Type only: no capacity, refrigerant or efficiency is claimed.
// Measured by `npx tsx scripts/eval/catalog-series.ts` (catalog rows left out one by one, and whole series left
// out, and model-number-shaped nonsense).
import { brandProfile, brandsAgree, canonicalBrand } from './brands';
import type { CatalogIndex } from './catalog';
import type { EquipmentType } from './catalog/equipment-types';
import { normalizeModelNumber } from './catalog/model-pattern';
import { longestSharedLead, oneType, type SeriesList } from './catalog/series-neighbours';
import { CATALOG_SERIES_FAMILY, type NomenclatureDecode } from './nomenclature/types';

/**
 * Shortest shared beginning that counts. With 3 characters, catalog rows left out with their whole series
 * still get the right type 99.6 % of the time, but 0.2 % of model-shaped nonsense strings fire; with 4, none do
 * (scripts/eval/catalog-series.ts prints both).
 */
export const MIN_SHARED_CHARS = 4;
/**
 * Without a brand every brand's models count, and the beginning must be longer: with whole series held out, 6
 * characters give the right type 97.7 % of the time (another maker's series begins the same way), 7 give 99.9 %,
 * and no nonsense string fires at either.
 */
export const MIN_SHARED_CHARS_WITHOUT_BRAND = 7;

/** The type the catalog's models beginning like `modelText` agree on, as a decode of family 'catalog_series'; else null. */
export function inferFromCatalogSeries(
  catalog: Pick<CatalogIndex, 'models' | 'seriesNeighbours'>,
  modelText: string,
  brand: string | null,
  minSharedChars = brand === null ? MIN_SHARED_CHARS_WITHOUT_BRAND : MIN_SHARED_CHARS,
): NomenclatureDecode | null {
  const q = normalizeModelNumber(modelText);
  if (q.length < minSharedChars) return null;
  const profile = brand === null ? null : brandProfile(brand);
  // A brand with sister badges: the group's list holds the brand's own models too.
  const lists =
    profile === null
      ? [catalog.seriesNeighbours.all]
      : profile.groups.length > 0
        ? profile.groups.map((g) => catalog.seriesNeighbours.byGroup.get(g))
        : [catalog.seriesNeighbours.byKey.get(profile.key)];
  let length = 0;
  let hits: Array<{ list: SeriesList; from: number; to: number }> = [];
  for (const list of lists) {
    if (list === undefined) continue;
    const shared = longestSharedLead(list, q);
    if (shared.length === 0 || shared.length < length) continue;
    if (shared.length > length) hits = [];
    length = shared.length;
    hits.push({ list, ...shared });
  }
  if (length < minSharedChars) return null;
  const first = hits[0]!;
  const type = catalog.models[first.list.models[first.from]!]!.type as EquipmentType;
  const found: number[] = [];
  for (const h of hits) {
    if (!oneType(h.list, h.from, h.to) || catalog.models[h.list.models[h.from]!]!.type !== type) return null;
    for (let i = h.from; i < h.to; i++) found.push(h.list.models[i]!);
  }
  // Without a brand the models must be of one maker (one brand, or sister badges of one group).
  const maker = catalog.models[found[0]!]!.brand;
  if (profile === null && found.some((i) => brandsAgree(catalog.models[i]!.brand, maker) === 'conflict')) return null;
  const lead = q.slice(0, length);
  const count = new Set(found.map((i) => catalog.models[i]!.model)).size;
  const sources = [...new Set(found.map((i) => catalog.models[i]!.source))].slice(0, 3).join(', ');
  return {
    family: CATALOG_SERIES_FAMILY,
    brand: canonicalBrand(brand ?? maker),
    type,
    series: `${lead}…`,
    model: q,
    fields: {},
    evidence: 'pattern',
    rule: `catalog series: the ${count === 1 ? 'catalog model' : `${count} catalog models`} of ${profile === null ? canonicalBrand(maker) : 'this brand'} numbered ${lead}… ${count === 1 ? 'is' : 'are all'} ${type}`,
    source: `shipped catalog (${sources})`,
  };
}
