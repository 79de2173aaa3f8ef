// Bard oil furnaces (issue 18, id18b): the FH / FL / FC series of Bard's oil furnace installation instructions, which
// title every model of the line. Coverage and evidence in README-extra.md ("Bard oil furnaces"). Brand required.
import type { NomenclatureRule } from '../types';
import { brandIn } from '../kit/brand-guard';
import { decodeOf } from '../kit/rule-kit';

const BRANDS = ['Bard'] as const;
// The manuals list FH085D36D … FC085D36D (2100-392, 2001) and the E revision FH085D36E … FLR140D60E (2100-422B, 2003);
// they speak of "FH or FL (below on an FC) series" furnaces and tabulate the FL models as "lo-boy models". Neither
// states what the size number (085 / 110 / 140) or the D36 / D48 / D60 field means, so no capacity is read.
const SOURCE =
  'Bard oil furnace installation instructions 2100-392 (FH085D36D, FH110D48D, FH110D60D, FLF085D36D, FLR085D36D, FLF110D48D, FLR110D48D, FLR140D60D, FC085D36D; "FH or FL (below on an FC) series", "lo-boy models"): https://dokumen.tips/documents/2100-392-2001-08-bard-2012-07-06-manual-2100-392-page-3-mis-1345-washable.html · 2100-422B (E revision): http://somanuals.com/html/23/321-Studios-Oil-Furnace-FC085D36E-User-Manual.html';
const OIL_FURNACE = /^F(H|LF|LR|C)(0[5-9]\d|1[0-7]\d)(?:D(36|48|60)([A-Z])?)?$/;
const CONFIG: Record<string, string> = {
  H: 'highboy (upflow)',
  LF: 'lowboy',
  LR: 'lowboy',
  C: 'counterflow',
};

const bardOilFurnace: NomenclatureRule = {
  id: 'bard.oil-furnace',
  family: 'bard',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'F',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 70 || !brandIn(BRANDS, brand)) return null; // F
    const m = OIL_FURNACE.exec(model);
    if (!m) return null;
    const series = m[1] ?? '';
    return decodeOf('bard', 'Bard', model, {
      type: 'furnaces',
      series: `F${series}`,
      fields: { fuel: 'oil', efficiency_tier: CONFIG[series] },
      description: `oil furnace, ${CONFIG[series] ?? ''}`,
      evidence: 'src',
      rule: 'Bard oil furnace: FH highboy / FLF, FLR lowboy / FC counterflow · size · D + blower class · revision',
      source: SOURCE,
    });
  },
};

export const BARD_OIL_FURNACE_RULES: readonly NomenclatureRule[] = [bardOilFurnace];
