// The catalog's model numbers grouped by brand, sorted, for the catalog-series fallback (../catalog-series.ts):
// a model number no catalog model matches and no maker's key decodes may still begin like a run of the same
// brand's catalog models that are all one type. Makers number a product line from its leading characters
// (RULES.md §0: series and type first, then capacity, then revisions), so the shared beginning is the line.
import { brandProfile, type BrandProfile } from '../brands';
import type { CatalogModel } from '../types';
import { normalizeModelNumber } from './model-pattern';

/** One brand key's (or sister-brand group's) catalog models, sorted by their leading literal characters. */
export interface SeriesList {
  /** Leading literal characters of each model (upper case, letters and digits; cut at its first wildcard or option list). */
  keys: string[];
  /** Position of each key's model in the catalog's `models`. */
  models: Int32Array;
  /** typeRunEnd[i]: the end (exclusive) of the run of entries from i on whose models have one type. */
  typeRunEnd: Int32Array;
}

export interface SeriesNeighbours {
  /** By brand key (normalizeBrandKey of the canonical name): the brand's own models. */
  byKey: Map<string, SeriesList>;
  /** By sister-brand group: every badge's models (Carrier, Bryant and Payne share their numbers). */
  byGroup: Map<string, SeriesList>;
  /** Every model, whatever its brand (a number given without a brand). */
  all: SeriesList;
}

/** Where a catalog model string stops being one literal number: a wildcard, an option list, a range or alternatives. */
const NOT_LITERAL = /[*#?([{/,]/;

/** The leading literal characters of a catalog model string, normalized ('' when fewer than three). */
export function literalLead(model: string): string {
  const cut = model.search(NOT_LITERAL);
  const lead = normalizeModelNumber(cut < 0 ? model : model.slice(0, cut));
  return lead.length >= 3 ? lead : '';
}

function sortedList(entries: Array<[string, number]>, models: readonly CatalogModel[]): SeriesList {
  entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
  const typeRunEnd = new Int32Array(entries.length);
  for (let i = entries.length - 1; i >= 0; i--)
    typeRunEnd[i] = i + 1 < entries.length && models[entries[i]![1]]!.type === models[entries[i + 1]![1]]!.type ? typeRunEnd[i + 1]! : i + 1;
  return { keys: entries.map((e) => e[0]), models: Int32Array.from(entries, (e) => e[1]), typeRunEnd };
}

export function buildSeriesNeighbours(models: readonly CatalogModel[], profiles: readonly BrandProfile[]): SeriesNeighbours {
  const byKey = new Map<string, Array<[string, number]>>();
  const byGroup = new Map<string, Array<[string, number]>>();
  const all: Array<[string, number]> = [];
  const add = (map: Map<string, Array<[string, number]>>, k: string, entry: [string, number]) => {
    const list = map.get(k);
    if (list) list.push(entry);
    else map.set(k, [entry]);
  };
  models.forEach((m, i) => {
    const lead = literalLead(m.model);
    if (lead === '') return;
    const p = profiles[i] ?? brandProfile(m.brand);
    all.push([lead, i]);
    if (p.key !== '') add(byKey, p.key, [lead, i]);
    for (const g of p.groups) add(byGroup, g, [lead, i]);
  });
  const freeze = (map: Map<string, Array<[string, number]>>) => new Map([...map].map(([k, v]) => [k, sortedList(v, models)] as const));
  return { byKey: freeze(byKey), byGroup: freeze(byGroup), all: sortedList(all, models) };
}

const commonPrefix = (a: string, b: string): number => {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
};

/** First index whose key is ≥ q (binary search). */
function lowerBound(keys: readonly string[], q: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]! < q) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The entries [from, to) of one list that share the longest beginning with q, and its length (0: none). */
export function longestSharedLead(list: SeriesList, q: string): { length: number; from: number; to: number } {
  const keys = list.keys;
  const at = lowerBound(keys, q);
  // In sorted order the longest common prefix with q is reached next to q's insertion point.
  const length = Math.max(at > 0 ? commonPrefix(q, keys[at - 1]!) : 0, at < keys.length ? commonPrefix(q, keys[at]!) : 0);
  if (length === 0) return { length, from: at, to: at };
  const lead = q.slice(0, length);
  // The entries beginning with `lead` are the contiguous range [lead, lead + U+FFFF).
  return { length, from: lowerBound(keys, lead), to: lowerBound(keys, lead + '\uffff') };
}

/** Whether the entries [from, to) are all of one type. */
export const oneType = (list: SeriesList, from: number, to: number): boolean => to > from && list.typeRunEnd[from]! >= to;
