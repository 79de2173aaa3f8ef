// What the engine makes of a decode: the enrichment record of a decoded-only asset (a CatalogModel-
// shaped record with source "nomenclature"), its confidence, and where a decode and a catalog match disagree.
import { equipmentImagePath, type EquipmentType } from '../catalog/equipment-types';
import type { CatalogModel } from '../types';
import { tonsText } from './common';
import { CATALOG_SERIES_FAMILY, DECODED_MODEL_DATA_KEYS, type DecodedFields, type EvidenceTag, type NomenclatureDecode } from './types';
import { uuidV5 } from './uuid-v5';

/** Enrichment source of a decoded-only asset (spec §2.3 leaves values other than "search" open). */
export const NOMENCLATURE_SOURCE = 'nomenclature';

/** Namespace of decoded-series ids: uuidV5("nomenclature.nameplate", the catalog's namespace). */
export const NOMENCLATURE_NAMESPACE = '7f420f21-2e41-5dff-aa81-6cbd4b92641c';

/**
 * Confidence of a decoded-only identification, below the matcher's possible-match band [0.3, 0.6]
 * (matching/score.ts): a decode says what kind of unit it is, never which catalog model.
 */
export const DECODE_CONFIDENCE: Record<EvidenceTag, number> = { src: 0.25, pattern: 0.2, unconfirmed: 0.15 };
/** A series-only decode (series-table.ts) says the kind of unit but not its size: the lowest of all. */
export const SERIES_ONLY_CONFIDENCE = 0.1;

/** The confidence of a decoded-only identification. */
export function decodeConfidence(d: NomenclatureDecode): number {
  // A catalog-series inference names the kind of unit from the brand's catalog models, not the unit's own key.
  return d.seriesOnly || d.family === CATALOG_SERIES_FAMILY ? SERIES_ONLY_CONFIDENCE : DECODE_CONFIDENCE[d.evidence];
}

/** model_data keys beside the decoded fields. */
export const DECODE_META_KEYS = { series: 'Decoded series', rule: 'Nomenclature rule', source: 'Nomenclature source', evidence: 'Nomenclature evidence' } as const;

const idCache = new Map<string, string>();
/** Stable id of a decoded series: UUID v5 of family | series | type (what "assets matched to it" groups by). */
export function decodedSeriesId(d: Pick<NomenclatureDecode, 'family' | 'series' | 'type'>): string {
  const name = `${d.family}|${d.series}|${d.type}`;
  let id = idCache.get(name);
  if (id === undefined) {
    id = uuidV5(name, NOMENCLATURE_NAMESPACE);
    if (idCache.size >= 4096) idCache.clear();
    idCache.set(name, id);
  }
  return id;
}

function fieldText(key: keyof DecodedFields, value: DecodedFields[keyof DecodedFields]): string {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

/** The decoded fields under DECODED_MODEL_DATA_KEYS, then the series, rule, source and evidence. */
export function decodedModelData(d: NomenclatureDecode): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(DECODED_MODEL_DATA_KEYS) as (keyof DecodedFields)[]) {
    const v = d.fields[key];
    if (v !== undefined) out[DECODED_MODEL_DATA_KEYS[key]] = fieldText(key, v);
  }
  out[DECODE_META_KEYS.series] = d.series;
  out[DECODE_META_KEYS.rule] = d.rule;
  out[DECODE_META_KEYS.source] = d.source;
  out[DECODE_META_KEYS.evidence] = d.evidence;
  return out;
}

const TYPE_WORDS: Record<EquipmentType, string> = {
  'air conditioners': 'air conditioner',
  'heat pumps': 'heat pump',
  'mini-splits': 'mini-split',
  'packaged units': 'packaged unit',
  'geothermal heat pumps': 'geothermal heat pump',
  furnaces: 'furnace',
  'air handlers': 'air handler',
  'evaporator coils': 'evaporator coil',
  boilers: 'boiler',
  'water heaters': 'water heater',
  'tankless water heaters': 'tankless water heater',
};

/** "Goodman GSX14 split air conditioner, 3 tons, R-410A — decoded from the model number, not a catalog match". */
/** How model_notes label a series-only decode. */
export const SERIES_ONLY_NOTE = ", decoded from the model number's series only";

/** How model_notes label a decode of a series (product-line) name written for the model (series/name-field.ts, series/marketing-names.ts). */
export const SERIES_NAME_NOTE = ' — a series name, not a model number: the type its maker gives the series, no size; not a catalog match';

export function decodedModelNotes(d: NomenclatureDecode): string {
  const f = d.fields;
  const parts: string[] = [`${d.brand} ${d.series} ${d.description ?? TYPE_WORDS[d.type]}`];
  if (f.cooling_capacity_tons !== undefined) parts.push(tonsText(f.cooling_capacity_tons));
  if (f.heating_input_kbtuh !== undefined) parts.push(`${f.heating_input_kbtuh} kBtu/h input`);
  if (f.tank_capacity_gallons !== undefined) parts.push(`${f.tank_capacity_gallons} gal`);
  if (f.seer !== undefined) parts.push(`${f.seer} SEER class`);
  if (f.afue_percent !== undefined) parts.push(`${f.afue_percent} % AFUE`);
  if (f.refrigerant !== undefined) parts.push(f.refrigerant);
  if (d.seriesOnly) parts[0] += ' series';
  if (d.seriesName) return `${parts.join(', ')}${SERIES_NAME_NOTE}`;
  if (d.family === CATALOG_SERIES_FAMILY) return `${parts.join(', ')} — the type of this brand's catalog models numbered ${d.series}, not a catalog match`;
  return `${parts.join(', ')}${d.seriesOnly ? SERIES_ONLY_NOTE : ''} — decoded from the model number, not a catalog match`;
}

/** The enrichment record of a decoded-only asset, in the catalog model's shape (source "nomenclature"). */
export function decodedModel(d: NomenclatureDecode): CatalogModel {
  return {
    id: decodedSeriesId(d),
    model: d.model,
    brand: d.brand,
    type: d.type,
    model_notes: decodedModelNotes(d),
    model_data: decodedModelData(d),
    series: null,
    root_model: d.series,
    image_path: equipmentImagePath(d.type),
    source: NOMENCLATURE_SOURCE,
  };
}

function refrigerantKey(r: string): string {
  return r.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** Nominal cooling capacity (kBtu/h) a catalog row states, if any. */
function catalogCoolingKbtuh(m: CatalogModel): number | null {
  const kbtuh = Number(m.model_data['Cooling capacity (kBtu/h)']);
  if (Number.isFinite(kbtuh) && kbtuh > 0) return kbtuh;
  const btuh = Number(m.model_data['Rated cooling capacity at 95°F (Btu/h)']);
  return Number.isFinite(btuh) && btuh > 0 ? btuh / 1000 : null;
}

/**
 * Where a decode contradicts the catalog model it was matched to: equipment type, refrigerant, and
 * cooling capacity (a rated capacity more than 15 % from the decoded nominal one: ratings sit a few
 * per cent under nominal). Empty when they agree or the catalog says nothing to compare.
 */
export function decodeDisagreements(d: NomenclatureDecode, m: CatalogModel): string[] {
  const out: string[] = [];
  if (d.type !== m.type) out.push(`type: the model number reads as ${d.type}, the catalog model is ${m.type}`);
  const catalogRefrigerant = m.model_data['Refrigerant'];
  if (d.fields.refrigerant !== undefined && catalogRefrigerant !== undefined && catalogRefrigerant !== '' && refrigerantKey(catalogRefrigerant) !== refrigerantKey(d.fields.refrigerant))
    out.push(`refrigerant: the model number reads ${d.fields.refrigerant}, the catalog says ${catalogRefrigerant}`);
  const rated = catalogCoolingKbtuh(m);
  const nominal = d.fields.cooling_capacity_kbtuh;
  if (nominal !== undefined && rated !== null && Math.abs(rated - nominal) > 0.15 * nominal)
    out.push(`capacity: the model number reads ${nominal} kBtu/h nominal, the catalog states ${rated} kBtu/h`);
  return out;
}
