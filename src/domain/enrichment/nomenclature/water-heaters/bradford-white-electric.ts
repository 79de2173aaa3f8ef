// Bradford White residential electric tanks, M-I / M-II print (M-2-50T6DS, M265R6DS-1NCWW, M240LSDS-1NCWW): line M1 / M2
// (also printed MI / M-2) · gallons · configuration letter · warranty years · "DS" · optional dash-suffixed wiring code.
// Source: Bradford White service manual 238-47104-00A, Residential Electric and Light Duty Commercial Electric Water
// Heaters ("Residential Energy Saver: M1 & M2 (HE) Upright, Lowboy, Utility, Wall Hung models", photo of M-2-50T6DS):
// https://manualmachine.com/bradfordwhite/m250t6ds/981635-user-manual
// The water-heaters/bradford-white.ts tank rule reads the T / S / L / H shapes; this rule adds the electric reading (fuel) and the other
// configuration letters (R, W, LS) with the dash-suffixed wiring code, for the "DS" ending only. The meaning of each
// configuration letter and of the wiring code is not given in reach, so only type, gallons and fuel are read.
import type { NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';

const BRANDS = ['Bradford White'] as const;
const SOURCE =
  'Bradford White service manual 238-47104-00A, Residential Electric and Light Duty Commercial Electric Water Heaters (M1 & M2 upright, lowboy, utility, wall hung; M-2-50T6DS): https://manualmachine.com/bradfordwhite/m250t6ds/981635-user-manual';

// line · gallons · configuration letter(s) · warranty years · DS · (-wiring code)
const M_ELECTRIC = /^M-?(1|2|I|II)-?(\d{2,3})([TSLRW]S?)(\d{1,2})DS(?:-[0-9A-Z]{1,8}|[0-9][0-9A-Z]{0,7})?$/;

export const bradfordWhiteElectricWh19: NomenclatureRule = {
  id: 'bradford-white.m-electric-wh19',
  family: 'bradford_white',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'M',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 77 || !model.includes('DS')) return null; // M…DS
    const m = M_ELECTRIC.exec(model);
    if (!m) return null;
    const [, line = '', gal = '', shape = '', warranty = ''] = m;
    const gallons = Number(gal);
    const years = Number(warranty);
    // Residential electric sizes 6–120 gal; warranty 6, 8, 10 or 12 years as in the gas key (§10.2).
    if (gallons < 6 || gallons > 120 || ![6, 8, 10, 12].includes(years)) return null;
    const series = `M${line === 'I' ? '1' : line === 'II' ? '2' : line}`;
    return decodeOf('bradford_white', pickBrand(BRANDS, brand), model, {
      type: 'water heaters',
      series,
      fields: { tank_capacity_gallons: gallons, fuel: 'electric' },
      description: `residential electric tank water heater (${shape} configuration)`,
      evidence: 'pattern',
      rule: 'Bradford White M1 / M2 residential electric tanks: gallons · configuration · warranty · DS (M-2-50T6DS)',
      source: SOURCE,
    });
  },
};

export const BRADFORD_WHITE_ELECTRIC_RULES: readonly NomenclatureRule[] = [bradfordWhiteElectricWh19];
