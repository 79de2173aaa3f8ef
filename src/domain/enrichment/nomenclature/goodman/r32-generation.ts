// Goodman's R-32 generation (2023+): GLXS / GLZS split outdoor units, AMST / AMVT air handlers and the
// CAPTA / CHPTA coils sold with them. No Goodman nomenclature page for these lines was in reach; the rules read
// the fields the earlier printed Goodman keys define in the same positions (§1.1: X = air conditioner, Z = heat
// pump; the 2010 air-handler key of RT6121004: two-digit nominal capacity 24 … 60 then cabinet width B / C / D),
// checked against distributors' spec listings that state each model's tonnage and refrigerant. Evidence `pattern`.
import { capacityFields, decoded, gridCapacity, reportedBrand } from '../common';
import type { DecodedFields, NomenclatureRule } from '../types';

const BRANDS = ['Goodman', 'Amana', 'Janitrol', 'Daikin'] as const;

export const GOODMAN_R32_SOURCE = [
  'The Furnace Outlet spec listings: GLXS4BA3610 "Goodman 3 Ton 14.4 SEER2 R-32 Air Conditioner Condenser", GLXS3B3610 "3 Ton 13.4 SEER2 R-32 Air Conditioner Condenser", GLXS4BA6010 5-ton R-32 condenser with the AMST60DU1300 air handler, GLZS4BA2410 "2 Ton 15.2 SEER2 Heat Pump", GLZS4BA3610 15.2 SEER2 heat pump system, GLXS4BA3610 + CHPTA4230C3 (a 3.5-ton horizontal TXV coil), CAPTA3626B3 "a Goodman 3-ton cased coil": https://thefurnaceoutlet.com/blogs/hvac-tips/is-a-3-ton-r-32-ac-system-right-for-your-home-sizing-floorplan-tips',
  'Goodman AVPTC technical manual RT6121004, air handler product identification (nominal capacity 24 = 2 tons … 60 = 5 tons; cabinet B 17.5", C 21", D 24.5"): https://studylib.net/doc/18718183/goodman-avptc-technical-manual',
].join('; ');

// G L · X (air conditioner) / Z (heat pump) · S / T stage letter · efficiency digit · platform letters ·
// two-digit kBtu/h · electrical digit · revision (GLXS4BA3610, GLXS3B3610, GLZS4BA2410).
const SPLIT = /^GL([XZ])([ST])(\d)([A-Z]{1,2})(\d{2})([134])(\d?[A-Z]{0,2})$/;
const r32Split: NomenclatureRule = {
  id: 'goodman.r32-split',
  family: 'goodman',
  brands: BRANDS,
  // GL + X/Z is read only with a Goodman-family brand: no Goodman key for the line was found.
  unambiguousWithoutBrand: false,
  firstChars: 'G',
  decode(model, brand) {
    if (model.charCodeAt(1) !== 76 /* L */) return null;
    const m = SPLIT.exec(model);
    if (m === null) return null;
    const [, kind = '', stage = '', digit = '', platform = '', cap = ''] = m;
    const c = gridCapacity(cap);
    if (c === null || c.kbtuh < 18 || c.kbtuh > 60) return null;
    const ac = kind === 'X';
    // The listings state R-32 for the GLXS air conditioners; the heat pumps' refrigerant is not stated in them.
    const fields: DecodedFields = Object.assign({}, capacityFields(c), ac ? { refrigerant: 'R-32' } : {});
    return decoded({
      family: 'goodman',
      brand: reportedBrand(brand, 'Goodman'),
      type: ac ? 'air conditioners' : 'heat pumps',
      series: `GL${kind}${stage}${digit}${platform}`,
      model,
      description: ac ? 'split air conditioner (R-32 generation)' : 'split heat pump (R-32 generation)',
      fields,
      evidence: 'pattern',
      rule: 'Goodman GLXS / GLZS split outdoor units, R-32 generation (GLXS4BA3610)',
      source: GOODMAN_R32_SOURCE,
    });
  },
};

// A M · S / V motor letter · T (TXV, as in the 2010 key) · two-digit nominal capacity · cabinet B / C / D ·
// further letters and digits (AMST60DU1300).
const AIR_HANDLER = /^AM([SV])T(\d{2})([BCD])([A-Z]\d{2,4}[A-Z]?)$/;
const r32AirHandler: NomenclatureRule = {
  id: 'goodman.r32-air-handler',
  family: 'goodman',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'A',
  decode(model, brand) {
    if (model.charCodeAt(1) !== 77 /* M */) return null;
    const m = AIR_HANDLER.exec(model);
    if (m === null) return null;
    const [, motor = '', cap = ''] = m;
    const c = gridCapacity(cap);
    if (c === null || c.kbtuh < 18 || c.kbtuh > 60) return null;
    return decoded({
      family: 'goodman',
      brand: reportedBrand(brand, 'Goodman'),
      type: 'air handlers',
      series: `AM${motor}T`,
      model,
      description: 'multi-position air handler',
      fields: capacityFields(c),
      evidence: 'pattern',
      rule: 'Goodman AMST / AMVT air handlers: nominal kBtu/h · cabinet width (AMST60DU1300)',
      source: GOODMAN_R32_SOURCE,
    });
  },
};

// C A (cased A-coil) / H (horizontal) · P painted · T TXV · A generation letter · two-digit nominal capacity ·
// two-digit cabinet dimension · cabinet letter · digit (CAPTA3626B3, CHPTA4230C3). The earlier coils without the
// generation letter print a capacity range instead (CAPF3636B6: goodman/goodman.ts §1.5).
const COIL = /^C([AH])P([FT])A(\d{2})(\d{2})([A-D])(\d)$/;
const r32Coil: NomenclatureRule = {
  id: 'goodman.coil-a-generation',
  family: 'goodman',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'C',
  decode(model, brand) {
    const m = COIL.exec(model);
    if (m === null) return null;
    const [, shape = '', expansion = '', cap = ''] = m;
    const c = gridCapacity(cap);
    if (c === null || c.kbtuh < 18 || c.kbtuh > 60) return null;
    return decoded({
      family: 'goodman',
      brand: reportedBrand(brand, 'Goodman'),
      type: 'evaporator coils',
      series: `C${shape}P${expansion}A`,
      model,
      description: `${shape === 'A' ? 'cased A-coil' : 'horizontal coil'}, ${expansion === 'T' ? 'TXV' : 'flowrater'}`,
      fields: capacityFields(c),
      evidence: 'pattern',
      rule: 'Goodman CAPTA / CHPTA coils: nominal kBtu/h · cabinet (CAPTA3626B3)',
      source: GOODMAN_R32_SOURCE,
    });
  },
};

export const GOODMAN_R32_RULES: readonly NomenclatureRule[] = [r32Split, r32AirHandler, r32Coil];
