// Chinese room split air conditioners named on the national room-air-conditioner model scheme (GB/T 7725) that the
// Chinese makers print on their nameplates: K (room air conditioner) · F (split) · R heat pump / D electric heat / none
// cooling only · nominal cooling-capacity code · indoor-unit structure G (wall-mounted) / L (floor-standing cabinet) ·
// W (outdoor unit) · "/" + the maker's series and design letters (KFR-35GW/BpR3AEH29(B1), KFR-72LW/H3V7X1(2X41),
// KFR-35W/H3V7X1(1X41), KFR-26GW/(26596)FNAa-A3). G / L alone is the indoor unit, W alone the outdoor unit, GW / LW the
// set. Type only: room split air conditioners are ductless splits (mini-splits, as ductless/global-and-room.ts types
// the TCL TAC walls); the capacity code is not read (the scheme's text found states it only as "the first two digits of
// the cooling capacity", with no maker's table in reach). Brand required. README-extra.md.
// Weaker source: no maker's nomenclature document was in reach; the scheme is read from pages that set out the
// national standard's fields with Gree's own examples (KFR-25GW/E, KFR-50LW), and the makers' model strings are those
// the public device and product lists print (Gree, Midea, Haier, AUX, Xiaomi).
import { decoded, reportedBrand } from '../common';
import type { NomenclatureRule } from '../types';

const SOURCE =
  'GB/T 7725 room air conditioner model designation (K room air conditioner; F split; R heat pump, D electric heat, cooling only without a code; nominal cooling capacity; G wall-mounted / L floor-standing indoor unit; W outdoor unit), as set out with Gree examples KFR-25GW/E and KFR-50LW/E at https://w.sf024.com/info/1604901491432951867.html and https://325u27n403.cn/cai-dian/867279.html; model strings as printed in public device lists (weaker source, no maker\'s key in reach)';

const KFR = /^KF(R|D|RD)?-?(\d{2,3})(GW|LW|G|L|W)(?:[/(][A-Z0-9()@+\-/.]*)?$/;

const UNIT: Record<string, string> = {
  GW: 'wall-mounted split system (indoor and outdoor unit)',
  LW: 'floor-standing cabinet split system (indoor and outdoor unit)',
  G: 'wall-mounted indoor unit',
  L: 'floor-standing cabinet indoor unit',
  W: 'outdoor unit',
};

const FUNCTION: Record<string, string> = { R: 'heat pump', D: 'electric heat', RD: 'heat pump with electric heat', '': 'cooling only' };

export const BRANDS_CHINA_KFR = ['Gree', 'Midea', 'Haier', 'Hisense', 'TCL', 'AUX', 'Chigo', 'Changhong', 'Kelon', 'Xiaomi'] as const;

const chinaKfrSplit: NomenclatureRule = {
  id: 'ductless-other.china-kfr-room-split',
  family: 'ductless_other',
  brands: BRANDS_CHINA_KFR,
  unambiguousWithoutBrand: false,
  firstChars: 'K',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(0) !== 75 || model.charCodeAt(1) !== 70) return null; // K, F
    const m = KFR.exec(model);
    if (!m) return null;
    const [, fn = '', , unit = ''] = m;
    return decoded({
      family: 'ductless_other',
      brand: reportedBrand(brand, 'Gree'),
      type: 'mini-splits',
      series: `KF${fn}-${unit}`,
      model,
      description: `room split air conditioner (${FUNCTION[fn] ?? 'split'}), ${UNIT[unit] ?? 'unit'}`,
      fields: {},
      evidence: 'unconfirmed',
      rule: 'GB/T 7725 room split air conditioner: K · F · R / D / none · capacity code (not read) · G / L indoor, W outdoor · /series; type only',
      source: SOURCE,
    });
  },
};

export const CHINA_KFR_SPLIT_RULES: readonly NomenclatureRule[] = [chinaKfrSplit];
