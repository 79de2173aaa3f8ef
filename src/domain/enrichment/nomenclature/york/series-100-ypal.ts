// York Series 100 packaged rooftop units YPAL (issue 18, equipment-schedule gap scan). York engineering guide FORM
// 100.50-EG1 (705) "Packaged Rooftop Air Conditioning Units, 50 through 130 tons", base model number YPAL050-105 and
// YPAL106-130: Y = York · P = packaged rooftop · A = air cooled · L = scroll · nominal capacity 050, 055, 060, 065, 070, 075,
// 080, 085, 090, 095, 105 (and 106, 110, 115, 130) = that many tons · unit type C cooling only, N natural gas heat, G natural
// gas heat (stainless heat exchanger), M modulating gas heat, E electric heat, H hot water heat, S steam heat · application C
// constant volume, V VAV (VFD), F Flexsys · refrigerant · voltage · supply · return · design level · standard / special.
// Later Series 100 literature (FORM 100.50-NOM6, YRK1-EG1 "50–65 ton") prints other capacity codes (YPAL 051): those are read
// as the type only, as are refrigerant and voltage, whose letters the later forms may not share. Brand York (and its
// Luxaire / Coleman badges) required.
import { brandIn } from '../kit/brand-guard';
import { decodeOf, pickBrand } from '../kit/rule-kit';
import type { DecodedFields, NomenclatureRule } from '../types';

const YORK = ['York', 'Luxaire', 'Coleman'] as const;
const SOURCE =
  'York FORM 100.50-EG1 (705) "Packaged Rooftop Air Conditioning Units 50 through 130 tons", nomenclature YPAL050-105 / YPAL106-130: https://ja.scribd.com/document/51326326/Compact-Ac-unit · York YPAL Series 100 installation, operation and maintenance FORM 100.50-NOM6 (1207): http://homeappliance.manualsonline.com/manuals/mfg/york_a_johnson_controls_company/ypal_050.html?p=4';
/** The nominal capacities the 705 nomenclature prints, each that many tons. */
const TONS = new Set(['050', '055', '060', '065', '070', '075', '080', '085', '090', '095', '105', '106', '110', '115', '130']);
const UNIT_TYPE: Readonly<Record<string, string>> = {
  C: 'cooling only',
  N: 'natural gas heat',
  G: 'natural gas heat, stainless steel heat exchanger',
  M: 'modulating gas heat',
  E: 'electric heat',
  H: 'hot water heat',
  S: 'steam heat',
};
// YPAL · 3-digit capacity (040–150) · [unit type · application · the rest of the 16 characters].
const KEY = /^YPAL(0[4-9]\d|1[0-5]\d)(?:([CNGMEHS])([CVF])[A-Z0-9]{0,7})?$/;

const ypal: NomenclatureRule = {
  id: 'york.series-100-ypal',
  family: 'york',
  brands: YORK,
  unambiguousWithoutBrand: false,
  firstChars: 'Y',
  decode(model, brand) {
    if (!brandIn(YORK, brand) || model.charCodeAt(1) !== 80 /* P */) return null;
    const m = KEY.exec(model);
    if (!m) return null;
    const [, code = '', unitType] = m;
    const fields: DecodedFields = TONS.has(code) ? { cooling_capacity_tons: Number(code), cooling_capacity_kbtuh: Number(code) * 12 } : {};
    const kind = unitType === undefined ? '' : `, ${UNIT_TYPE[unitType] ?? ''}`;
    return decodeOf('york', pickBrand(YORK, brand), model, {
      type: 'packaged units',
      series: 'YPAL',
      fields,
      description: `Series 100 packaged rooftop unit, air cooled, scroll${kind}`,
      evidence: 'src',
      rule: 'York Series 100 YPAL: Y · P packaged rooftop · A air cooled · L scroll · nominal tons (050–130) · unit type · application · …',
      source: SOURCE,
    });
  },
};

export const YORK_SERIES_100_RULES: readonly NomenclatureRule[] = [ypal];
