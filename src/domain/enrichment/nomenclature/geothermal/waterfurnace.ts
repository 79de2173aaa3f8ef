// WaterFurnace 5 Series 500RO11 outdoor split geothermal heat pump: model nomenclature of
// WaterFurnace submittal SD2504SN (04/17). Coverage and evidence in README-extra.md.
import type { DecodedFields, NomenclatureDecode, NomenclatureRule } from '../types';

const BRANDS = ['WaterFurnace'] as const;

const SOURCE =
  'WaterFurnace 5 Series 500RO11 Outdoor Split Geothermal Heat Pump submittal data SD2504SN 04/17, model nomenclature — https://fdocuments.us/document/sd2504sn-waterfurnace.html';

// Digits 1 model (N = 5 Series), 2 stage (D = dual capacity), 3 cabinet (S = outdoor split),
// 4-6 unit capacity (026, 038, 049, 064, 072), 7 vintage (factory use), 8 voltage
// (1 = 208-230/60/1), 9 hot water generation, 10 IntelliStart, 11 controls, 12-15 options.
const PATTERN = /^NDS(026|038|049|064|072)(?:([A-Z0-9*])([A-Z0-9*])[A-Z0-9*-]*)?$/;

function decode500RO11(model: string, brand: string): NomenclatureDecode | null {
  if (model.charCodeAt(0) !== 78 /* N */ || model.length < 6) return null;
  const m = PATTERN.exec(model);
  if (m === null) return null;
  const voltageDigit = m[3];
  // The key lists voltage 1 only; any other printed digit is not this nomenclature.
  if (voltageDigit !== undefined && voltageDigit !== '1' && voltageDigit !== '*') return null;
  const fields: DecodedFields = { efficiency_tier: 'dual capacity, outdoor split' };
  if (voltageDigit === '1') {
    // "1 – 208-230/60/1": reported as the 230 V nominal of the 208-230 V rating.
    fields.voltage_v = 230;
    fields.phase = 1;
  }
  return {
    family: 'waterfurnace',
    brand: (BRANDS as readonly string[]).includes(brand) ? brand : BRANDS[0],
    type: 'geothermal heat pumps',
    series: '5 Series 500RO11',
    model,
    fields,
    evidence: 'src',
    rule: 'WaterFurnace 5 Series 500RO11 outdoor split geothermal heat pump (dual capacity)',
    source: SOURCE,
  };
}

export const WATERFURNACE_RULES: readonly NomenclatureRule[] = [
  {
    id: 'waterfurnace.5-series-outdoor-split',
    family: 'waterfurnace',
    brands: BRANDS,
    // "NDS049…" is a short letter+size shape; decode it only when the brand agrees.
    unambiguousWithoutBrand: false,
    decode: decode500RO11,
  },
];
