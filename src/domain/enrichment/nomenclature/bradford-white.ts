// Bradford White water-heater nomenclature, RULES.md §10.2 (tanks: line · gallons · shape ·
// warranty years · FVIR · gas code; RTG tankless). Sources: RULES.md §13 S127, S128, S126.
import type { DecodedFields, EvidenceTag, NomenclatureRule } from './types';
import { cite, decodeOf, pickBrand } from './more-kit';

const BRANDS = ['Bradford White'] as const;

// MI40T6FBN, RG250T6N, RG2PV50H6N, RE240S6-1NCWW: line · (vent letters) · gallons · T/S/L/H · warranty · F · gas code.
const TANK = /^(MI|M[124]?|U?R[GE][1-4]?)([A-Z]{0,2})(\d{2,3})([TSLH])(12|10|6|8)(F)?([A-Z]{0,3})/;
const GAS_CODE: Record<string, DecodedFields['fuel']> = { BN: 'natural gas', CX: 'propane' };
const GAS_LETTER: Record<string, DecodedFields['fuel']> = { N: 'natural gas', X: 'propane' };
// RTG-199HE-N: 199 = max input kBtu/h, N natural / X propane.
const TANKLESS = /^RTG-?(\d{2,3})([A-Z]{0,3})-?([NX])?/;

export const bradfordWhiteTank: NomenclatureRule = {
  id: 'bradford-white.tank',
  family: 'bradford_white',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  decode(model, brand) {
    const c0 = model.charCodeAt(0);
    if (c0 !== 77 && c0 !== 82 && c0 !== 85) return null; // M, R, U
    const lead = pickBrand(BRANDS, brand);
    const t = model.startsWith('RTG') ? TANKLESS.exec(model) : null;
    if (t) {
      const [, input = '', , gas] = t;
      const kbtuh = Number(input);
      if (kbtuh < 50 || kbtuh > 199) return null;
      return decodeOf('bradford_white', lead, model, {
        type: 'tankless water heaters',
        series: 'RTG',
        fields: { heating_input_kbtuh: kbtuh, fuel: gas === undefined ? undefined : GAS_LETTER[gas] },
        evidence: 'src',
        rule: '§10.2 Bradford White RTG tankless (RTG-199HE-N)',
        source: cite('S128'),
      });
    }
    const m = TANK.exec(model);
    if (!m) return null;
    const [, line = '', vent = '', gal = '', , , , gasCode = ''] = m;
    const gallons = Number(gal);
    if (gallons < 20 || gallons > 100) return null;
    let fuel = GAS_CODE[gasCode];
    let evidence: EvidenceTag = 'src';
    if (fuel === undefined && gasCode.length === 1) {
      fuel = GAS_LETTER[gasCode];
      if (fuel !== undefined) evidence = 'pattern';
    }
    if (fuel === undefined && line.includes('RE')) {
      fuel = 'electric';
      evidence = 'pattern';
    }
    return decodeOf('bradford_white', lead, model, {
      type: 'water heaters',
      series: `${line}${vent}`,
      fields: { tank_capacity_gallons: gallons, fuel },
      evidence,
      rule: '§10.2 Bradford White tanks (MI40T6FBN, RG250T6N)',
      source: cite('S127', 'S126'),
    });
  },
};

export const BRADFORD_WHITE_RULES: readonly NomenclatureRule[] = [bradfordWhiteTank];
