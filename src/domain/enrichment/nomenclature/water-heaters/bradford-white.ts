// Bradford White water-heater nomenclature, RULES.md §10.2 (tanks: line · gallons · shape ·
// warranty years · FVIR · gas code; RTG tankless). Sources: RULES.md §13 S127, S128, S126.
import type { DecodedFields, EvidenceTag, NomenclatureRule } from '../types';
import { cite, decodeOf, pickBrand } from '../kit/rule-kit';

const BRANDS = ['Bradford White'] as const;

// MI40T6FBN, RG250T6N, RG2PV50H6N, RE240S6-1NCWW: line · (vent letters) · gallons · T/S/L/H · warranty · F · gas code.
// Current residential lines drop the warranty digit and carry up to three vent letters (RG2PDV50HX, RG1PV40SN19,
// URG2PV50TN, RC2PV50HN, LC2PDV50HN, RE2H50S): the ENERGY STAR list gives each a storage volume 90–100 % of the number.
const TANK = /^(MI|M[124]?|D4|U?R[GEC][1-4]?|LC[1-4]?)([A-Z]{0,3})(\d{2,3})([TSLH])(12|10|6|8)?(?![0-9])(F)?([A-Z]{0,3})/;
// eF commercial condensing gas tanks: EF · gallons · T · input kBtu/h · (E + option digit) N natural / X propane (EF100T199EN,
// EF120T400N3; the ENERGY STAR rows print EF60T125E*N*2 with a digit after the E).
const EF = /^EF(\d{2,3})T(\d{3})(?:E\d?)?([NX])(\d)?$/;
// Brute hydronic boilers and volume heaters (BLXHW050N, BMFTCW199P, BNTH150): filed as boilers by ENERGY STAR.
const BRUTE = /^(BLX[CH]W|BMFT[CH][FW]|BNTH)(\d{3})[NP]?$/;
const ENERGY_STAR_WH =
  'ENERGY STAR Certified Water Heaters and Boilers lists (Bradford White rows with storage volume and input), shipped as shared/data/catalog/raw: https://www.energystar.gov/productfinder/';
const GAS_CODE: Record<string, DecodedFields['fuel']> = { BN: 'natural gas', CX: 'propane' };
const GAS_LETTER: Record<string, DecodedFields['fuel']> = { N: 'natural gas', X: 'propane' };
// RTG-199HE-N: 199 = max input kBtu/h, N natural / X propane.
// RTG-K-160N1 (the K line, ENERGY STAR rows at 160,000 / 199,000 Btu/h) reads the same way.
const TANKLESS = /^RTG-?(?:K-?)?(\d{2,3})([A-Z]{0,3})-?([NX])?/;

export const bradfordWhiteTank: NomenclatureRule = {
  id: 'bradford-white.tank',
  family: 'bradford_white',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'MRULEBD34567',
  decode(model, brand) {
    const c0 = model.charCodeAt(0);
    if (c0 >= 51 && c0 <= 55) return noLinePrint(model, pickBrand(BRANDS, brand)); // 3–7: 50T65F
    if (c0 !== 77 && c0 !== 82 && c0 !== 85 && c0 !== 76 && c0 !== 69 && c0 !== 66 && c0 !== 68) return null; // M, R, U, L, E, B, D
    const lead = pickBrand(BRANDS, brand);
    if (c0 === 69 || c0 === 66) return commercial(model, lead);
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
    if (c0 === 77 && model.startsWith('MII')) return commercialElectric(model, lead);
    const m = TANK.exec(model);
    if (!m) return noShapePrint(model, lead);
    const [, line = '', vent = '', gal = '', , warranty, , gasCode = ''] = m;
    if (gal.length === 3 && Number(gal) > 100) return threeDigitPrint(model, lead, line, vent, gal, gasCode);
    if (line === 'D4') return null; // the D4 line is only known in the older print
    const gallons = Number(gal);
    if (gallons < 20 || gallons > 100) return null;
    let fuel = GAS_CODE[gasCode];
    let evidence: EvidenceTag = warranty === undefined ? 'pattern' : 'src';
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

/** Letters between line and gallons in that print: none, XR and C (the M1XR…, M2XR… and M2C… models of service manual 44943C, S127). */
const THREE_DIGIT_VENT = new Set(['', 'XR', 'C']);
/** Gallon sizes of the residential tanks that carry a digit after the gallons (the D4 manual's 40 and 50). */
const THREE_DIGIT_GALLONS = new Set([30, 40, 50, 65, 75]);
const D4_SOURCE =
  'Bradford White service manual 238-48385-00A, Residential Flue Damper Gas Water Heaters, models D4403S*F(BN,SX) and D4504S*F(BN,SX), "(*) Denotes Warranty Years": http://somanuals.com/html/6/Bradford-White-Corp-Water-Heater-D4403SFBN-User-Manual.html';

/**
 * The older residential print with a digit after the gallons (D4403S*FBN, D4504S*FBN: line · gallons · digit · shape ·
 * warranty years · F · gas code). The trailing digit is not explained in reach, so only the type, the gallons (the
 * §10.2 position, pattern) and the BN / CX gas code are read.
 */
function threeDigitPrint(model: string, lead: string, line: string, vent: string, gal: string, gasCode: string) {
  const gallons = Number(gal.slice(0, 2));
  if (!THREE_DIGIT_VENT.has(vent) || !THREE_DIGIT_GALLONS.has(gallons) || !/^(D4|M[124I]?)$/.test(line)) return null;
  return decodeOf('bradford_white', lead, model, {
    type: 'water heaters',
    series: `${line}${vent}`,
    fields: { tank_capacity_gallons: gallons, fuel: GAS_CODE[gasCode] },
    evidence: 'pattern',
    rule: 'Bradford White residential gas tanks, older print with a digit after the gallons (D4403S*FBN; XR and C letters)',
    source: `${D4_SOURCE}; ${cite('S127')}`,
  });
}

// MII commercial electric: MII · gallons 50 / 80 / 120 · (A) · kW · warranty years · wiring letters · wiring code (MII50123SF018 = 50 gal, 12 kW, 3 years).
const MII = /^MII(50|80|120)A?-?(\d{1,2}?)(\d)-?(SCF|SF|CF|SC|S|C)-?(\d{3})?$/;
const MII_SOURCE =
  'Bradford White MII Series commercial electric service manual 238-47174-00B, model key "MII50 12 3 SF 018" (tank · kW rating · warranty · wiring letters · wiring code; MII50/MII80/MII120): https://somanualss.com/html/6/Bradford-White-Corp-Water-Heater-Bradford-White-Commercial--User-Manual.html';

function commercialElectric(model: string, lead: string) {
  const m = MII.exec(model);
  if (!m) return null;
  const kw = Number(m[2]);
  if (kw < 3 || kw > 60) return null;
  return decodeOf('bradford_white', lead, model, {
    type: 'water heaters',
    series: 'MII',
    fields: { tank_capacity_gallons: Number(m[1]), heating_capacity_kw: kw, fuel: 'electric' },
    description: 'commercial electric tank water heater',
    evidence: 'src',
    rule: 'Bradford White MII commercial electric tanks: gallons · kW · warranty (MII50123SF018)',
    source: MII_SOURCE,
  });
}

// Service manual 44943C (S127) also prints models without a shape letter (MI503*F(BN,CX), M4503*F(BN,CX): line · gallons ·
// digit · warranty years · F · gas code) and one without line letters (50T65F(BN,CX)).
const NO_SHAPE = /^(MI|M4)(30|40|50|65|75)\d(\*|12|10|6|8)F(BN|CX)?/;
// The later edition 238-44943-00D (https://vdocuments.site/gas-water-heaters-service-manual-atmospherically-fired-and-vented-water-heaters.html)
// prints them 50T65F(B*N,C*X,S*X) / 65T65F(B*N,C*X,S*X), the warranty years (*) inside the gas code (50T65FB3N): N natural,
// X propane after B / C; the S*X code is not explained there, so its fuel stays absent.
const NO_LINE = /^(30|40|50|65|75)T\d\dF(?:(BN|CX)|[BC]\d{1,2}([NX])|S\d{1,2}X)?$/;

function noShapePrint(model: string, lead: string) {
  const m = NO_SHAPE.exec(model);
  if (!m) return null;
  return decodeOf('bradford_white', lead, model, {
    type: 'water heaters',
    series: m[1] ?? '',
    fields: { tank_capacity_gallons: Number(m[2]), fuel: GAS_CODE[m[4] ?? ''] },
    evidence: 'pattern',
    rule: 'Bradford White residential gas tanks printed without a shape letter (MI503*F, M4503*F)',
    source: cite('S127'),
  });
}

function noLinePrint(model: string, lead: string) {
  const m = NO_LINE.exec(model);
  if (!m) return null;
  return decodeOf('bradford_white', lead, model, {
    type: 'water heaters',
    series: 'T',
    fields: { tank_capacity_gallons: Number(m[1]), fuel: m[2] !== undefined ? GAS_CODE[m[2]] : GAS_LETTER[m[3] ?? ''] },
    evidence: 'pattern',
    rule: 'Bradford White gas tank printed without line letters (50T65F, 65T65FB3N)',
    source: cite('S127'),
  });
}

/** eF commercial tanks (gallons, input, gas) and Brute boilers (type only: the number's meaning is not stated). */
function commercial(model: string, lead: string) {
  const ef = EF.exec(model);
  if (ef) {
    const [, gal = '', input = '', gas = ''] = ef;
    const gallons = Number(gal);
    const kbtuh = Number(input);
    if (gallons < 50 || gallons > 120 || kbtuh < 100 || kbtuh > 500) return null;
    return decodeOf('bradford_white', lead, model, {
      type: 'water heaters',
      series: 'eF',
      fields: { tank_capacity_gallons: gallons, heating_input_kbtuh: kbtuh, fuel: GAS_LETTER[gas] },
      description: 'eF commercial condensing gas tank water heater',
      evidence: 'pattern',
      rule: '§10.2 Bradford White eF commercial tanks (EF100T199EN): gallons, input',
      source: ENERGY_STAR_WH,
    });
  }
  const b = BRUTE.exec(model);
  if (!b) return null;
  return decodeOf('bradford_white', lead, model, {
    type: 'boilers',
    series: b[1] ?? '',
    fields: {},
    description: 'Brute gas boiler / volume heater',
    evidence: 'pattern',
    rule: '§10.2 Bradford White Brute boilers (BLXHW, BMFT, BNTH): type',
    source: ENERGY_STAR_WH,
  });
}

export const BRADFORD_WHITE_RULES: readonly NomenclatureRule[] = [bradfordWhiteTank];
