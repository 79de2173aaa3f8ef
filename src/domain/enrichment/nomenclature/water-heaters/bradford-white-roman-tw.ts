// Bradford White M2TW tanks printed with the roman numeral, M-II-TW (MIITW50T6FBN): service manual 45960A lists the
// Through-The-Wall models M1TW40S*(BN,CX), M1TW50S*, M2TW50T*, M2TW65T* (* = warranty years); M-I / M-II is how the
// plates print M1 / M2 (water-heaters/bradford-white-electric.ts). bradford-white.tank reads MITW (line MI) but sends
// every MII… to the MII commercial electric key, so this rule reads the MIITW print: gallons 40 / 50 / 65 / 75, T / S,
// optional warranty years, optional F, gas code BN natural / CX propane (S127); any other letters after it are not read.
// Brand required. Coverage in README-extra.md.
import type { DecodedFields, NomenclatureRule } from '../types';
import { decodeOf } from '../kit/rule-kit';

const SOURCE =
  'Bradford White Through-The-Wall Gas Water Heaters Service Manual 45960A (TTW models M1TW40S*(BN,CX), M1TW50S*, M2TW50T*, M2TW65T*; * = warranty years): https://ar.scribd.com/document/36290728/a';

const MIITW = /^M-?II-?TW-?(40|50|65|75)([TS])(\d{1,2})?F?(BN|CX)?/;
const GAS: Readonly<Record<string, DecodedFields['fuel']>> = { BN: 'natural gas', CX: 'propane' };

export const bradfordWhiteRomanTw: NomenclatureRule = {
  id: 'bradford-white.roman-numeral-tw',
  family: 'bradford_white',
  brands: ['Bradford White'],
  unambiguousWithoutBrand: false,
  firstChars: 'M',
  decode(model, brand) {
    if (brand === '') return null;
    const m = MIITW.exec(model);
    if (m === null) return null;
    return decodeOf('bradford_white', 'Bradford White', model, {
      type: 'water heaters',
      series: 'M2TW',
      fields: { tank_capacity_gallons: Number(m[1]), fuel: m[4] === undefined ? undefined : GAS[m[4]] },
      description: 'through-the-wall gas tank water heater (M-II-TW)',
      evidence: 'pattern',
      rule: 'Bradford White M-II-TW print of the M2TW through-the-wall tanks (MIITW50T6FBN): gallons, BN / CX gas',
      source: SOURCE,
    });
  },
};

export const BRADFORD_WHITE_ROMAN_TW_RULES: readonly NomenclatureRule[] = [bradfordWhiteRomanTw];
