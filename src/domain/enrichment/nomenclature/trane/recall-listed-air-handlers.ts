// Trane / American Standard TWV and TVF air handlers (issue 18, parts-list gap scan). The 1999 recall of the BAYHTR1419A /
// B accessory electric heaters (Trane Company / American Standard Inc. with the CPSC, 18 August 1999) lists "the model
// numbers for air handlers that may contain the recalled heater units": TWG048A140A*, TWG060A150A*, TWV036B140A*,
// TVF036A140A*, TWE030C140A*, … — so TWV and TVF are air handlers, printed as the §4.4 TWE / TWG numbers are: series ·
// 3-digit size · design letter · electrical digit …. Type and the nominal size only (the size position as §4.4 reads it
// in TWE030C140B0, 030 = 2½ t); the recall gives no key for the V / F letters. Brand required (Trane group).
import { brandIn } from '../kit/brand-guard';
import { capacityFields, decoded, gridCapacity, reportedBrand } from '../common';
import type { NomenclatureRule } from '../types';

const BRANDS = ['Trane', 'American Standard'] as const;
export const TRANE_HEATER_RECALL_SOURCE =
  'Trane Company / American Standard Inc. recall of BAYHTR1419A and B accessory electric heaters (CPSC, August 18, 1999), "model numbers for air handlers that may contain the recalled heater units: TWG048A140A*, TWG060A150A*, TWV036B140A*, TVF036A140A*, TWE030C140A,B* …": http://www.recalls.org/heat12.html';

// TWV / TVF · size · design letter · electrical digit · 2 more digits or letters · minor design (TWV036B140A1).
const LISTED = /^T(WV|VF)(\d{3})(?:[A-Z]\d[0-9A-Z]{2}[A-Z]?\d?)?$/;

const listedAirHandlers: NomenclatureRule = {
  id: 'trane.recall-listed-air-handlers',
  family: 'trane',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'T',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 84 /* T */ || !brandIn(BRANDS, brand)) return null;
    const m = LISTED.exec(model);
    if (!m) return null;
    const [, series = '', size = ''] = m;
    const c = gridCapacity(size);
    if (!c || c.kbtuh < 18 || c.kbtuh > 60) return null;
    return decoded({
      family: 'trane',
      brand: reportedBrand(brand, 'Trane'),
      type: 'air handlers',
      series: `T${series}`,
      model,
      description: 'split air handler (accessory electric heater application)',
      fields: capacityFields(c),
      evidence: 'pattern',
      rule: 'Trane TWV / TVF air handlers named by the 1999 accessory-heater recall (TWV036B140A*, TVF036A140A*)',
      source: TRANE_HEATER_RECALL_SOURCE,
    });
  },
};

export const TRANE_RECALL_LISTED_AIR_HANDLER_RULES: readonly NomenclatureRule[] = [listedAirHandlers];
