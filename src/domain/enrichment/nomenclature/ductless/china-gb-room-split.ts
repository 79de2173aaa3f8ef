// Split room air conditioners written with the Chinese national model designation (GB/T 7725) that Chinese makers print
// on their nameplates beside or instead of an export name (issue 18, ductless gap scan from smart-home integrations'
// device lists: IRremoteESP8266 and SmartIR list AUX KFR-35GW/BpNFW=3, Haier KFR-26GW/83@UI-Ge, Gree KFR-50LW, Midea
// KFR-35G, Hisense and TCL units under this name). The designation reads K (room air conditioner) · F (split type) ·
// R (heat pump), D (electric heat), RD (both); absent = cooling only · hyphen · nominal cooling capacity in hundreds of watts · G wall-mounted indoor
// unit / L floor-standing (cabinet) indoor unit / W outdoor unit (GW, LW: the set) · "/" maker's series and options.
// Gree's service manual of the Feng Xia series prints the pairs KF-70GW/A1 (cooling) and KFR-70GW/A1 (cooling and
// heating), indoor KF-70G/A1 and outdoor KF-70W/A1, each rated 7000 W, and KF(R)-80GW at 8000 W: the capacity digits are
// read as kW×10 (evidence pattern: the maker ties the digits to the rating for those models, the standard states it).
// Window units (KC…) and the maker's series after the slash are not read. Brand required. Coverage in README-extra.md.
import { decoded, reportedBrand } from '../common';
import { coolingFromKw10 } from '../kit/rule-kit';
import type { NomenclatureRule } from '../types';

const SOURCE =
  'Gree service manual "Feng Xia Series" (KF-70GW/A1 cooling / KFR-70GW/A1 cooling and heating, capacity 7000 W; indoor KF-70G/A1, outdoor KF-70W/A1; KF(R)-80GW/A1 8000 W): https://de.scribd.com/document/396872519/08-KFR-70GW-NA1-Service-Manual · GB/T 7725 room air conditioner designation (K room air conditioner; F split, C window; R heat pump; capacity = first two digits of the cooling capacity in W; G wall-mounted indoor, L cabinet indoor, W outdoor unit; BP inverter): https://520101.com/html/kongtiao/154013665.html, https://w.sf024.com/info/1604901491432951867.html';
const BRANDS = ['Gree', 'Midea', 'Haier', 'Hisense', 'TCL', 'AUX', 'Chigo', 'Changhong', 'Kelon', 'Xiaomi'] as const;
// KF · R / D / RD? · -? · capacity (2–3 digits, hundreds of W) · G / L / W / GW / LW · optional "/" or "(" maker's block.
const GB_SPLIT = /^KF(R|D|RD)?-?(\d{2,3})(GW|LW|G|L|W)(?:[/(][A-Z0-9@=()+.\-/]{1,24})?$/;
const FUNCTION: Readonly<Record<string, string>> = { R: 'heat pump', D: 'electric heat', RD: 'heat pump with electric heat', '': 'cooling only' };
const UNIT: Readonly<Record<string, string>> = {
  GW: 'split room air conditioner, wall-mounted (indoor and outdoor unit)',
  LW: 'split room air conditioner, floor-standing cabinet (indoor and outdoor unit)',
  G: 'split room air conditioner wall-mounted indoor unit',
  L: 'split room air conditioner floor-standing cabinet indoor unit',
  W: 'split room air conditioner outdoor unit',
};

const chinaGbRoomSplit: NomenclatureRule = {
  id: 'ductless-other.china-gb-kfr-room-split',
  family: 'ductless_other',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'K',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(0) !== 75 /* K */ || model.charCodeAt(1) !== 70 /* F */) return null;
    const m = GB_SPLIT.exec(model);
    if (m === null) return null;
    const kw10 = Number(m[2]);
    // Room air conditioners of the standard run from about 1.8 to 14 kW (KFR-18 … KFR-140).
    if (kw10 < 18 || kw10 > 140) return null;
    const unit = m[3] ?? '';
    return decoded({
      family: 'ductless_other',
      brand: reportedBrand(brand, 'Gree'),
      type: 'mini-splits',
      series: `KF${m[1] ?? ''}`,
      model,
      description: `${UNIT[unit] ?? 'split room air conditioner'}, ${FUNCTION[m[1] ?? ''] ?? 'cooling only'}`,
      fields: coolingFromKw10(kw10),
      evidence: 'pattern',
      rule: 'Chinese national designation (GB/T 7725): K · F split · R heat pump / D electric heat · cooling capacity in hundreds of W · G / L indoor, W outdoor; capacity as kW×10',
      source: SOURCE,
    });
  },
};

export const CHINA_GB_ROOM_SPLIT_RULES: readonly NomenclatureRule[] = [chinaGbRoomSplit];
