// Goodman / Amana / Janitrol air handlers of the 2004–2012 key written cut after the capacity-range code (issue 18,
// parts-list gap scan): the ASPF installation manual IO-431 lists its models as "ASPF 1830, 3137, 4260" in the return-air
// filter table (Table 1), i.e. the RT6121000 key (goodman/air-handlers-2004-key.ts: A · application · cabinet finish ·
// expansion device · 4-digit capacity range · electrical · refrigerant · revisions) without the electrical digit and what
// follows. Type only: a range code such as 1830 or 4260 states no single capacity. Brand required (Goodman group).
import { brandIn } from '../kit/brand-guard';
import { decoded, reportedBrand } from '../common';
import type { NomenclatureRule } from '../types';

const BRANDS = ['Goodman', 'Amana', 'Janitrol'] as const;
const SOURCE =
  'Goodman installation instructions IO-431 "ASPF air handlers", Table 1 return air filters "ASPF 1830 / 3137 / 4260": https://manualsdump.com/en/manuals/goodman_mfg-io-431-aspf_air_handlers/253135/4 · Goodman Technical Manual RT6121000 "ACNF, AWUF, ADPF, ARPF, ARUF, AEPF, ASPF, ATUF Air Handlers", product identification: http://manualzilla.com/doc/6002690/technical-information-manual';
// A · application · cabinet finish · expansion device · range code (two 2-digit sizes, the first not above the second).
const CUT = /^A([CDERSTW])([PUN])([FT])(\d{2})(\d{2})$/;

const cut2004: NomenclatureRule = {
  id: 'goodman.air-handler-2004-key-cut',
  family: 'goodman',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'A',
  decode(model, brand) {
    if (model.length !== 8 || !brandIn(BRANDS, brand)) return null;
    const m = CUT.exec(model);
    if (!m) return null;
    const low = Number(m[4]);
    const high = Number(m[5]);
    if (low < 12 || low > 61 || high < low || high > 61) return null;
    return decoded({
      family: 'goodman',
      brand: reportedBrand(brand, 'Goodman'),
      type: 'air handlers',
      series: `A${m[1] ?? ''}${m[2] ?? ''}${m[3] ?? ''}`,
      model,
      description: 'air handler (2004–2012 key, written without the electrical digit)',
      fields: {},
      evidence: 'pattern',
      rule: 'Goodman air handlers of the 2004–2012 key cut after the capacity range (ASPF1830), type only',
      source: SOURCE,
    });
  },
};

export const GOODMAN_AIR_HANDLER_2004_CUT_RULES: readonly NomenclatureRule[] = [cut2004];
