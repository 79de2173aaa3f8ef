// Durastar (Watsco) air handlers of its inverter split systems (issue 18). Durastar's owner's manuals list the
// models: "AIR HANDLER DRAM18F2A, DRAM24F2A, DRUM1824S2A, DRUM3036S2A, DRUM4260S2A" and "Air Handler Unit: 30K to 60K,
// Models: DRAM30S1A, DRAM36S1A, DRAM48S1A, DRAM60S1A". The wall, cassette, ducted and outdoor units (DRAW…, DRAC…,
// DRAD…, DRA1U…) are read elsewhere as mini-splits. Brand required (Durastar): the shape is short.
import { decoded, reportedBrand } from '../common';
import type { DecodedFields, NomenclatureRule } from '../types';

const SOURCE =
  'Durastar owner\'s manual "AIR HANDLER DRAM18F2A, DRAM24F2A, DRUM1824S2A, DRUM3036S2A, DRUM4260S2A": https://manualsfile.com/product/k53teou3i4z.html · Durastar DRAM30S1A air handler manual ("Air Handler Unit: 30K to 60K, Models: DRAM30S1A, DRAM36S1A, DRAM48S1A, DRAM60S1A"): https://manualspro.net/633680-durastar-dram30s1a-air-handler-unit-instruction-manual';
/** The sizes (kBtu/h) the manuals list: DRAM one size, DRUM a pair of sizes. */
const DRAM_SIZES = new Set([18, 24, 30, 36, 48, 60]);
const DRUM_PAIRS = new Set(['1824', '3036', '4260']);
// DR · AM (one size) / UM (a pair of sizes) · kBtu/h · (second size) · letter · digit · A.
const AIR_HANDLER = /^DR(A|U)M(\d{2})(\d{2})?([A-Z])(\d)A$/;

const durastarAirHandler: NomenclatureRule = {
  id: 'ductless-other.durastar-air-handler',
  family: 'ductless_other',
  brands: ['DuraSTAR'],
  unambiguousWithoutBrand: false,
  firstChars: 'D',
  decode(model, brand) {
    if (brand === '') return null;
    const m = AIR_HANDLER.exec(model);
    if (m === null) return null;
    const [, kind = '', first = '', second] = m;
    let fields: DecodedFields;
    if (kind === 'A') {
      if (second !== undefined || !DRAM_SIZES.has(Number(first))) return null;
      const kbtuh = Number(first);
      fields = { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: kbtuh / 12 };
    } else {
      if (second === undefined || !DRUM_PAIRS.has(`${first}${second}`)) return null;
      fields = {};
    }
    return decoded({
      family: 'ductless_other',
      brand: reportedBrand(brand, 'DuraSTAR'),
      type: 'air handlers',
      series: `DR${kind}M`,
      model,
      description: kind === 'A' ? 'air handler (indoor unit)' : `air handler (indoor unit) for ${first}–${second} kBtu/h systems`,
      fields,
      evidence: 'pattern',
      rule: 'Durastar air handlers: DR · AM (size kBtu/h) / UM (two sizes) · letter · digit · A',
      source: SOURCE,
    });
  },
};

export const DURASTAR_AIR_HANDLER_RULES: readonly NomenclatureRule[] = [durastarAirHandler];
