// American Water Heater commercial gas tanks named by their instruction manuals: BCG3 / ABCG3 ("Commercial gas water
// heaters, Models BCG3 & ABCG3, Series 118/119", 197935-006; "Models (A)BCG3 85T500-8N & (A)BCG3 85T500-8P, Series
// 120/121", 318296-001/-002; the low-NOx BCG3-80T150-6NOX manual) and the ultra-low-NOx BCN3 75 / 100 ("Models
// BCN375T754NV / BCN3100T754NV Series 100", 325367-002). Written line · gallons · T · input · design, as the HCG3 line
// of aosmith.ts; the manuals' titles give the type only (no key is printed), so gallons and input are not read.
// Brand required. Coverage in README-extra.md.
import type { NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';

const BRANDS = ['American', 'A. O. Smith'] as const;

const SOURCE =
  'American Water Heater instruction manuals: "Commercial Gas Water Heaters, Models BCG3 & ABCG3, Series 118/119" 197935-006 (https://usermanuals.tech/d/american-water-heater-heavy-duty-commercial-gas-bcg3-user-manual/part1); "Models (A)BCG3 85T500-8N & (A)BCG3 85T500-8P, Series 120/121" 318296-001 (https://manualzilla.com/doc/7294208/american-water-heater--a-bcg3-85t500); "Ultra Low NOx Commercial Gas Water Heaters, Models BCN375T754NV/BCN3100T754NV Series 100" 325367-002 (https://www.usermanuals.tech/d/american-water-heater-98-gallon-80-thermal-efficiency-ultralow-nox-heavy-duty-commercial-gas-water-heater-user-manual/part1)';

// (A)BCG3 · gallons · T · three-digit input · optional design / gas suffix (BCG3-80T150-6NOX, ABCG385T500-8P).
const BCG3 = /^(A?BCG3)-?(?:[4-9]\d|100)T\d{3}(?![0-9])/;
// BCN3 · 75 / 100 · T · three digits · gas suffix (BCN375T754NV, BCN3100T754NV).
const BCN3 = /^(BCN3)-?(?:75|100)T\d{3}(?![0-9])/;

export const americanCommercialBcg3Bcn3: NomenclatureRule = {
  id: 'aosmith.american-bcg3-bcn3-commercial',
  family: 'aosmith',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'AB',
  decode(model, brand) {
    if (brand === '') return null;
    const m = BCG3.exec(model) ?? BCN3.exec(model);
    if (m === null) return null;
    const series = m[1] ?? '';
    return decodeOf('aosmith', pickBrand(BRANDS, brand), model, {
      type: 'water heaters',
      series,
      fields: {},
      description: series === 'BCN3' ? 'ultra-low-NOx commercial gas tank water heater' : 'commercial gas tank water heater',
      evidence: 'pattern',
      rule: 'American Water Heater BCG3 / ABCG3 / BCN3 commercial gas tanks as their manuals name them (BCG3-80T150-6NOX, BCN375T754NV): type',
      source: SOURCE,
    });
  },
};

export const AMERICAN_COMMERCIAL_BCG3_BCN3_RULES: readonly NomenclatureRule[] = [americanCommercialBcg3Bcn3];
