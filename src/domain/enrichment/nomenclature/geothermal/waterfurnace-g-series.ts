// WaterFurnace G Series geothermal heat pumps (the pre-5-Series "GS / GT" line, also sold in Canada under the
// GeoSmart Energy name as Premium G). Key printed in the G Series specification catalog SP1585GS (10/06), "Model
// Nomenclature": digits 1–2 family GS = single speed, GT = two stage; digits 3–5 unit capacity (022 …); then
// discharge air T / E / S, return air L / R, voltage 1 = 208-230/60/1, hot water option, coax, blower, options,
// vintage. The catalog's sizes: single speed 2, 2.5, 3, 3.5, 4, 5, 6 ton; dual capacity 2, 3, 4, 5, 6 ton.
// Read: type, staging (GS → single speed, GT → dual capacity) and, when the model is written in full with the
// discharge and return letters (GS022TL1…), the voltage digit (1 → 230 V single phase). The 3-digit size
// is a unit size (026 / 038 / 049 / 064 / 072 are the dual-capacity sizes), not a capacity, as in
// geothermal/energy-star-lines.ts: no capacity is reported. A Z or S after GS / GT (GSZ036, GTS064: the split
// cabinets of the later lists) is accepted, typed, and not described further.
import { decodeOf, pickBrand } from '../kit/rule-kit';
import type { DecodedFields, NomenclatureDecode, NomenclatureRule } from '../types';

const SOURCE =
  'WaterFurnace G Series specification catalog SP1585GS 10/06, model nomenclature (GS = single speed, GT = two stage; unit capacity; voltage 1 = 208-230/60/1): https://idoc-pub.sitiosdesbloqueados.org/documents/-g-spec-1-8x4eo9x71gn3';
const GEOSMART_SOURCE =
  'GeoSmart Energy Premium G forced-air geothermal heat pump, dual-capacity UltraTech scroll (dealer product page): https://buchanan-hall.com/geothermal/';

// The size lists of WaterFurnace's single-speed and dual-capacity compressors (geothermal/energy-star-lines.ts N_SIZES S / D,
// which include the SP1585GS sizes 022–070 and 026–072).
const SIZES: Readonly<Record<string, ReadonlySet<string>>> = {
  S: new Set('012 015 018 022 024 025 030 036 040 042 048 050 060 070 075'.split(' ')),
  T: new Set('026 038 049 064 072'.split(' ')),
};
const TIER: Readonly<Record<string, string>> = { S: 'single speed', T: 'dual capacity' };

// GS | GT · optional split cabinet Z / S · size · the rest of the key as printed.
const PATTERN = /^G([ST])([ZS]?)(\d{3})([A-Z0-9*]{0,14})(?:[-/][A-Z0-9*]{1,6})?$/;
// The rest in full: discharge T / E / S, return L / R, voltage digit.
const FULL_REST = /^[TES][LR]([0-9])/;

function makeRule(id: string, brands: readonly string[], staging: boolean, source: string): NomenclatureRule {
  return {
    id,
    family: 'waterfurnace',
    brands,
    unambiguousWithoutBrand: false,
    firstChars: 'G',
    decode(model: string, brand: string): NomenclatureDecode | null {
      if (model.charCodeAt(0) !== 71 /* G */) return null;
      const m = PATTERN.exec(model);
      if (m === null) return null;
      const stage = m[1]!;
      if (!SIZES[stage]!.has(m[3]!)) return null;
      const voltage = FULL_REST.exec(m[4]!)?.[1];
      // Only voltage 1 is in the key; with another digit in that place the model is not read.
      if (voltage !== undefined && voltage !== '1') return null;
      const fields: DecodedFields = {};
      if (staging) fields.efficiency_tier = TIER[stage]!;
      if (voltage === '1' && staging) Object.assign(fields, { voltage_v: 230, phase: 1 });
      return decodeOf('waterfurnace', pickBrand(brands, brand), model, {
        type: 'geothermal heat pumps',
        series: `G Series G${stage}${m[2] ?? ''}`,
        fields,
        description: 'geothermal heat pump',
        evidence: 'pattern',
        rule: staging ? 'WaterFurnace G Series (SP1585GS key): staging, voltage' : 'GeoSmart Premium G (WaterFurnace G Series shape): type',
        source,
      });
    },
  };
}

export const WATERFURNACE_G_SERIES_RULES: readonly NomenclatureRule[] = [
  makeRule('waterfurnace.g-series', ['WaterFurnace', 'GeoStar'], true, SOURCE),
  // GeoSmart: the same shape; no GeoSmart key was found, so only the type (GeoSmart makes geothermal heat pumps only).
  makeRule('geosmart.g-series', ['GeoSmart'], false, `${GEOSMART_SOURCE}; ${SOURCE}`),
];
