// What an enrich() result says about a unit's identity, read the same way for a catalog match and a
// model-number decode: how it was identified, its type, nominal capacity and refrigerant.
import type { EnrichResult } from '../../src/domain/enrichment/enrich';
import { DECODED_MODEL_DATA_KEYS } from '../../src/domain/enrichment/nomenclature/types';
import type { CapacityUnit } from './identify-labelled';

/** catalog = exact or likely match; possible = a suggested catalog match; decode = identified from the model number alone. */
export type IdentifiedBy = 'catalog' | 'possible' | 'decode' | 'none';

export interface Identity {
  by: IdentifiedBy;
  type: string | null;
  /** The matched catalog model or the decoded model, brand first ("Goodman GSX130361"). */
  label: string | null;
}

export function identityOf(r: EnrichResult): Identity {
  const m = r.identified;
  if (m === null) return { by: 'none', type: null, label: null };
  const by: IdentifiedBy = r.match_type === 'nameplate_only' || m.source === 'nomenclature' ? 'decode' : r.match_type === 'possible_match' ? 'possible' : 'catalog';
  return { by, type: m.type, label: `${m.brand} ${m.model}` };
}

/** First number of a catalog value ("22,600", "22,400–22,600", "0.93"), null when there is none. */
export function firstNumber(value: string | undefined): number | null {
  if (value === undefined) return null;
  const m = /\d[\d,]*(?:\.\d+)?/.exec(value);
  if (!m) return null;
  const n = Number(m[0].replace(/,/g, ''));
  return Number.isFinite(n) && n > 0 ? n : null;
}

const D = DECODED_MODEL_DATA_KEYS;

/**
 * The unit's capacity in the unit asked for, from the decoded fields or the catalog's own keys
 * (rated values there: 95 °F cooling capacity, input rate, rated storage volume). Null when absent.
 */
export function capacityOf(modelData: Record<string, string>, unit: CapacityUnit): number | null {
  const get = (key: string) => firstNumber(modelData[key]);
  if (unit === 'tons') {
    const tons = get(D.cooling_capacity_tons);
    if (tons !== null) return tons;
    const kbtuh = get(D.cooling_capacity_kbtuh) ?? get('Cooling capacity (kBtu/h)');
    if (kbtuh !== null) return kbtuh / 12;
    const btuh = get('Rated cooling capacity at 95°F (Btu/h)');
    return btuh !== null ? btuh / 12_000 : null;
  }
  if (unit === 'kBtu/h input') {
    const kbtuh = get(D.heating_input_kbtuh) ?? get('Input rate, gas-fired (kBtu/h)') ?? get('Full load input rate (kBtu/h)');
    if (kbtuh !== null) return kbtuh;
    const btuh = get('Input rate (Btu/h)');
    return btuh !== null ? btuh / 1000 : null;
  }
  return get(D.tank_capacity_gallons) ?? get('Storage volume (gal)') ?? get('Solar Tank Volume (gallons)');
}

/**
 * Nominal vs stated capacity: within 10 % (a nominal 3-ton unit is rated 34–36k Btu/h; a nominal
 * 50 gal tank has a rated volume of 45–50 gal), or 0.1 t for fractional-ton ductless heads.
 */
export function capacityAgrees(got: number, expected: number, unit: CapacityUnit): boolean {
  const diff = Math.abs(got - expected);
  return diff <= 0.1 * expected || (unit === 'tons' && diff <= 0.1);
}

/** "R-410A", "R410A", "r 410a" → "R410A". */
export const refrigerantKey = (r: string): string => r.toUpperCase().replace(/[^A-Z0-9]/g, '');

export function refrigerantOf(modelData: Record<string, string>): string | null {
  const v = modelData[D.refrigerant];
  return v === undefined || v.trim() === '' ? null : v.trim();
}
