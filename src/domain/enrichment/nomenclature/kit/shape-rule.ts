// A rule read from a table of shapes: one anchored pattern per product line, each with its brands, type and source, and
// optionally named groups `gal` (nominal gallons) and `input` (kBtu/h) read only where the source's table states them.
// Used by the water-heater and boiler modules whose lines share no key (boilers/installed-tanks-and-boilers.ts,
// water-heaters/commercial-and-older.ts).
import type { EquipmentType } from '../../catalog/equipment-types';
import type { DecodedFields, EvidenceTag, NomenclatureFamily, NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from './rule-kit';

export interface Shape {
  /** Anchored, read on the model without spaces; groups `gal` and `input` where named. */
  re: RegExp;
  family: NomenclatureFamily;
  brands: readonly string[];
  type: EquipmentType;
  series: string;
  description: string;
  fuel?: DecodedFields['fuel'];
  efficiency_tier?: string;
  /** Storage gallons of group `gal` the source's table states. */
  gallons?: readonly number[];
  /** Another number of group `gal` within this range keeps the type, without gallons (with `otherNumbers: 'no decode'`). */
  galRange?: readonly [number, number];
  /** Storage gallons by the printed number of group `gal`, where the table's capacity differs from it (DVE-52 holds 50 gal). */
  galByNumber?: Readonly<Record<string, number>>;
  /** Inputs (kBtu/h) of group `input` the source's table states. */
  inputs?: readonly number[];
  /** Or: group `input` is the input in kBtu/h over this whole range (the source names the line's models by their input range). */
  inputRange?: readonly [number, number];
  evidence: EvidenceTag;
  example: string;
  source: string;
}

/**
 * What a gallons or input number the source does not state does: 'type only' keeps the type without that field;
 * 'no decode' reads nothing (the rule's shapes were taken from listed rows, so another number is not that line).
 */
export type OtherNumbers = 'type only' | 'no decode';

/** One rule over `shapes` (brand required; each shape only with its own brands), tried when the model starts with one of `firstChars`. */
export function shapeRule(id: string, shapes: readonly Shape[], firstChars: string, otherNumbers: OtherNumbers): NomenclatureRule {
  const brands = [...new Set(shapes.flatMap((s) => s.brands))];
  return {
    id,
    family: shapes[0]?.family ?? 'water_heater_other',
    brands,
    unambiguousWithoutBrand: false,
    firstChars,
    decode(model, brand) {
      if (brand === '' || !firstChars.includes(model.charAt(0))) return null;
      const compact = model.includes(' ') ? model.replaceAll(' ', '') : model;
      for (const shape of shapes) {
        const m = shape.re.exec(compact);
        if (m === null) continue;
        // Each shape only with its own brands: a badge of another maker's group reads nothing here.
        const lead = pickBrand(shape.brands, brand, '');
        if (lead === '') continue;
        const fields: DecodedFields = {};
        const galText = m.groups?.gal;
        if (galText !== undefined && (shape.gallons !== undefined || shape.galByNumber !== undefined)) {
          const gal = Number(galText);
          const tableGal = shape.galByNumber?.[galText];
          if (tableGal !== undefined) fields.tank_capacity_gallons = tableGal;
          else if (shape.gallons?.includes(gal)) fields.tank_capacity_gallons = gal;
          else if (otherNumbers === 'no decode' && (shape.galRange === undefined || gal < shape.galRange[0] || gal > shape.galRange[1])) return null;
        }
        const inputText = m.groups?.input;
        if (inputText !== undefined && (shape.inputs !== undefined || shape.inputRange !== undefined)) {
          const kbtuh = Number(inputText);
          const inRange = shape.inputRange !== undefined && kbtuh >= shape.inputRange[0] && kbtuh <= shape.inputRange[1];
          if (shape.inputs?.includes(kbtuh) || inRange) fields.heating_input_kbtuh = kbtuh;
          else if (otherNumbers === 'no decode') return null;
        }
        if (shape.fuel !== undefined) fields.fuel = shape.fuel;
        if (shape.efficiency_tier !== undefined) fields.efficiency_tier = shape.efficiency_tier;
        return decodeOf(shape.family, lead, model, {
          type: shape.type,
          series: shape.series,
          fields,
          description: shape.description,
          evidence: shape.evidence,
          rule: `${shape.series} (${shape.example}): ${shape.description}`,
          source: shape.source,
        });
      }
      return null;
    },
  };
}
