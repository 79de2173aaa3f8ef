// Decoded nominal capacity checked against the catalog's published rating for the same model
// (catalog-coverage.ts --capacity). Pure functions: the catalog row's model_data keys are the ENERGY STAR /
// NRCan field names as the catalog build writes them (data/catalog: "Rated cooling capacity at 95°F (Btu/h)", …).
import type { DecodedFields } from '../../src/domain/enrichment/nomenclature/types';

export type CapacityKind = 'cooling' | 'cooling-indoor' | 'input' | 'tank' | 'element-kw';

export interface CapacityCheck {
  kind: CapacityKind;
  /** Decoded nominal value, in the unit of `unit`. */
  decoded: number;
  /** Catalog rating, min and max (a range when the row lists several rated combinations), same unit. */
  rated: [number, number];
  unit: 'Btu/h' | 'gal' | 'kW';
  agree: boolean;
}

/** "17,000", "24,000–33,400", "199.9" → [min, max]; undefined when not a positive number. */
export function parseRating(value: string | undefined): [number, number] | undefined {
  if (value === undefined) return undefined;
  const nums = value.split(/[–-]/).map((s) => Number(s.replace(/,/g, '').trim()));
  if (nums.length === 0 || nums.length > 2 || nums.some((n) => !Number.isFinite(n) || n <= 0)) return undefined;
  return [Math.min(...nums), Math.max(...nums)];
}

const num = (v: string | undefined): [number, number] | undefined => parseRating(v);

/** Nominal cooling (Btu/h) the decode states: kBtu/h, else tons × 12,000. */
export function decodedCoolingBtuh(f: DecodedFields): number | undefined {
  if (f.cooling_capacity_kbtuh !== undefined) return f.cooling_capacity_kbtuh * 1000;
  if (f.cooling_capacity_tons !== undefined) return f.cooling_capacity_tons * 12000;
  return undefined;
}

// Tolerances (one basis each):
// Outdoor / single-package / mini-split cooling: AHRI 210/240 and 340/360 rate at 95 °F outdoor, and the nominal size
// class printed in the model (half-ton steps, 9/12/18/24 kBtu/h for mini-splits) is the class the rating falls in, so
// the rated capacity lies 85–110 % of nominal (a 3-ton / 36 kBtu/h unit rated ~31,000–39,600; a 5-ton one 51,000–66,000).
export const COOLING_LOW = 0.85, COOLING_HIGH = 1.1;
// Indoor units (air handlers, coils): the catalog rating is that of the AHRI 210/240 rated combinations with outdoor
// units, which match an indoor unit with outdoor units of its own size, smaller ones, and one size class above
// (a 2.5-ton air handler with a 3-ton outdoor: ×1.2; 4 with 5 tons: ×1.25), so the combinations' top rating lies at
// most 125 % of the indoor nominal and no lower than half of it. Ductless indoor heads are rated as part of their
// (possibly multi-zone) system: only a lower bound holds (some rated system reaches the head's class, 85 %).
export const INDOOR_LOW = 0.5, INDOOR_HIGH = 1.25;
// Storage tanks: the rated (DOE 10 CFR 430 Subpart B App. E measured) storage volume runs 85–105 % of the nominal
// gallons in the model (a 50-gal tank rated 45–50 gal, a 40-gal one 36–40).
export const TANK_LOW = 0.85, TANK_HIGH = 1.05;
// Fuel input (water heaters, boilers): the rating plate input is the model's size digits ×1000 or the exact figure
// (199 → 199,900 Btu/h), so within 5 % (the rounding of a three-digit code).
export const INPUT_TOL = 0.05;

const within = (x: number, lo: number, hi: number) => x >= lo && x <= hi;

/**
 * The comparisons a decode allows against its catalog row (several when the decode gives several capacities).
 * Empty when the decode gives no capacity the row rates.
 */
export function compareCapacity(fields: DecodedFields, catalogType: string, data: Record<string, string>): CapacityCheck[] {
  const out: CapacityCheck[] = [];
  const cool = decodedCoolingBtuh(fields);
  if (cool !== undefined) {
    const kbtuh = num(data['Cooling capacity (kBtu/h)']);
    const rated = num(data['Rated cooling capacity at 95°F (Btu/h)']) ?? (kbtuh && ([kbtuh[0] * 1000, kbtuh[1] * 1000] as [number, number]));
    if (rated) {
      const indoor = catalogType === 'air handlers' || catalogType === 'evaporator coils' || data['Role']?.startsWith('indoor') === true;
      const head = indoor && catalogType === 'mini-splits';
      const agree = head
        ? rated[1] >= COOLING_LOW * cool // a ductless head's rating is its system's: some rated system reaches the head's class
        : indoor
          ? within(rated[1], INDOOR_LOW * cool, INDOOR_HIGH * cool)
          : rated[1] >= COOLING_LOW * cool && rated[0] <= COOLING_HIGH * cool; // the range meets the class
      out.push({ kind: indoor ? 'cooling-indoor' : 'cooling', decoded: cool, rated, unit: 'Btu/h', agree });
    }
  }
  if (fields.heating_input_kbtuh !== undefined) {
    const btuh = num(data['Input rate (Btu/h)']);
    const k = num(data['Input rate, gas-fired (kBtu/h)']) ?? num(data['Full load input rate (kBtu/h)']);
    const rated = btuh ?? (k && ([k[0] * 1000, k[1] * 1000] as [number, number]));
    if (rated) {
      const d = fields.heating_input_kbtuh * 1000;
      out.push({ kind: 'input', decoded: d, rated, unit: 'Btu/h', agree: rated[1] >= d * (1 - INPUT_TOL) && rated[0] <= d * (1 + INPUT_TOL) });
    }
  }
  if (fields.tank_capacity_gallons !== undefined && catalogType === 'water heaters') {
    const rated = num(data['Storage volume (gal)']);
    if (rated) {
      const g = fields.tank_capacity_gallons;
      out.push({ kind: 'tank', decoded: g, rated, unit: 'gal', agree: rated[1] >= TANK_LOW * g && rated[0] <= TANK_HIGH * g });
    }
  }
  if (fields.heating_capacity_kw !== undefined && (catalogType === 'water heaters' || catalogType === 'tankless water heaters')) {
    const rated = num(data['Input (kW)']);
    if (rated) {
      const k = fields.heating_capacity_kw;
      out.push({ kind: 'element-kw', decoded: k, rated, unit: 'kW', agree: rated[1] >= k * (1 - INPUT_TOL) && rated[0] <= k * (1 + INPUT_TOL) });
    }
  }
  return out;
}

/** Whether the row publishes a rating of the kind a capacity decode would be checked against. */
export function catalogRatingKinds(catalogType: string, data: Record<string, string>): CapacityKind[] {
  const kinds: CapacityKind[] = [];
  if (num(data['Rated cooling capacity at 95°F (Btu/h)']) ?? num(data['Cooling capacity (kBtu/h)']))
    kinds.push(catalogType === 'air handlers' || catalogType === 'evaporator coils' || data['Role']?.startsWith('indoor') === true ? 'cooling-indoor' : 'cooling');
  if (num(data['Input rate (Btu/h)']) ?? num(data['Input rate, gas-fired (kBtu/h)']) ?? num(data['Full load input rate (kBtu/h)'])) kinds.push('input');
  if (catalogType === 'water heaters' && num(data['Storage volume (gal)'])) kinds.push('tank');
  return kinds;
}
