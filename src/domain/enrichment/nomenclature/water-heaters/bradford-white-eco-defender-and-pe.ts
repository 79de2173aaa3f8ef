// Bradford White gas tank prints the bradford-white.tank key does not take (issue 18), each from a Bradford White
// service manual's model list (* = warranty years):
// - Eco-Defender ultra-low-NOx through-the-wall tanks, manual 238-48509-00A: U1TW40S*FRN, U1TW50S*FRN, U1TW60T*FRN,
//   U4TW40T*FRN … U4TW60T*FRN, U2TW50T*FRN, U2TW65T*FRN (shown as U-4-TW-40T6FRN), UTW450S60FR*N, UTW465S60FR*N. The
//   same U1 / U2 / U4 lines without TW (U140T6FRN) read the same way. The manual prints every U model with N, read as
//   natural gas by Bradford White's N / X letter (pattern, as bradford-white.tank reads it).
// - Programmable Efficiency tanks, manual 238-48494-00A: PE4403S*F(BN,SX), PE440T*F(BN,SX), PE4503*F(BN,SX),
//   PE2XR504T*F(BN,SX).
// - C(S,D)W2504T*F(BN,CX,SX), manual 238-44943-00D (the Defender Safety System list).
// - The large residential tanks printed gallons · T - two digits · B / R / FR - 3 · N / X: 100T-88B-3X, 75T-80B-3N,
//   U-100T-88R-3N, U-75T-80R-3N (the manual's model list) and U-65T-55FR-3N (Eco-Defender); the two digits after the T
//   are not explained there and are not read.
// Gallons are the two digits after the line (40, 50, 60, 65, 75); gas from the trailing N (U lines) or the BN / CX code
// (S127: BN natural, CX propane); SX and any other letters are not read. Brand required. Coverage in README-extra.md.
import type { DecodedFields, EvidenceTag, NomenclatureRule } from '../types';
import { decodeOf } from '../kit/rule-kit';

const ULN_SOURCE =
  'Bradford White TTW Eco-Defender Residential Ultra Low NOx Gas Water Heaters service manual 238-48509-00A (U1TW40S*FRN, U1TW50S*FRN, U1TW60T*FRN, U4TW40T*FRN, U4TW50T*FRN, U4TW60T*FRN, U2TW50T*FRN, U2TW65T*FRN, UTW450S60FR*N, UTW465S60FR*N; model shown U-4-TW-40T6FRN): http://38.142.81.21:8001/manual/bradford-white/u-1-tw-50s6frn/service-manual-english.html';
const PE_SOURCE =
  'Bradford White Programmable Efficiency Gas Water Heaters service manual supplement 238-48494-00A (PE4403S*F(BN,SX), PE440T*F(BN,SX), PE4503*F(BN,SX), PE2XR504T*F(BN,SX)): https://studylib.net/doc/18282985/48494---bradford-white';
const LARGE_SOURCE =
  'Bradford White installation manual for models 100T-88B-3X, 75T-80B-3X, U-100T-88R-3N, U-75T-80R-3N, 100T-88B-3N, 75T-80B-3N, M-2-XR75S6SX, M-I-100T6SX: https://azmanual.top/manuals/645755/bradford-white-100t-88b-3x-75t-80b-3x-u-100t-88r-3n-u-75t-80r-3n-100t-88b-3n-75t-80b-3n-m-2-xr75s6sx-m-i-100t6sx.html · ECO-DEFENDER Safety System (U-65T-55FR-3N): https://azmanual.top/manuals/645795/';
const CW_SOURCE =
  'Bradford White Defender Safety System service manual 238-44943-00D (… C(S,D)W2504T*F(BN,CX,SX) …): https://vdocuments.site/gas-water-heaters-service-manual-atmospherically-fired-and-vented-water-heaters.html';

interface Shape {
  re: RegExp;
  series: (m: RegExpExecArray) => string;
  /** Capture of the gallons and of the gas code. */
  gal: number;
  gas: number;
  evidence: (m: RegExpExecArray) => EvidenceTag;
  description: string;
  source: string;
}

const SHAPES: readonly Shape[] = [
  {
    // U1TW40S6FRN, U-4-TW-40T6FRN, U2TW65T8FRN; U140T6FRN (no TW).
    re: /^U-?([124])-?(TW)?-?(40|50|60|65|75)([TS])-?(\d{1,2})?-?(?:FR)?([NX])?$/,
    series: (m) => `U${m[1]}${m[2] ?? ''}`,
    gal: 3,
    gas: 6,
    evidence: () => 'pattern',
    description: 'ultra-low-NOx gas tank water heater (Eco-Defender)',
    source: ULN_SOURCE,
  },
  {
    // UTW450S60FR6N, UTW465S60FR8N.
    re: /^U-?TW-?4(50|65)S60FR(\d{1,2})?([NX])?$/,
    series: () => 'UTW4',
    gal: 1,
    gas: 3,
    evidence: () => 'pattern',
    description: 'ultra-low-NOx through-the-wall gas tank water heater (Eco-Defender)',
    source: ULN_SOURCE,
  },
  {
    // PE4403S6FBN, PE440T6FBN, PE4503 6FBN, PE2XR504T6FBN.
    re: /^PE(4|2XR)(40|50)(\d)?([TS])?(\d{1,2})?F(BN|SX)?$/,
    series: (m) => `PE${m[1]}`,
    gal: 2,
    gas: 6,
    evidence: () => 'src',
    description: 'gas tank water heater (Programmable Efficiency)',
    source: PE_SOURCE,
  },
  {
    // CSW2504T6FBN, CDW2504T6FCX.
    re: /^C([SD])W2(50)4T(\d{1,2})?F(BN|CX|SX)?$/,
    series: (m) => `C${m[1]}W2`,
    gal: 2,
    gas: 4,
    evidence: () => 'src',
    description: 'gas tank water heater (Defender Safety System)',
    source: CW_SOURCE,
  },
  {
    // 100T-88B-3X, 75T-80B-3N, U-100T-88R-3N, U-65T-55FR-3N.
    re: /^(U-?)?(50|65|75|100)T-?\d{2}(?:B|R|FR)-?3([NX])$/,
    series: (m) => (m[1] === undefined ? 'T-B' : 'U'),
    gal: 2,
    gas: 3,
    evidence: () => 'pattern',
    description: 'gas tank water heater',
    source: LARGE_SOURCE,
  },
];

const GAS: Readonly<Record<string, DecodedFields['fuel']>> = { N: 'natural gas', X: 'propane', BN: 'natural gas', CX: 'propane' };

export const bradfordWhiteEcoDefenderPe: NomenclatureRule = {
  id: 'bradford-white.eco-defender-pe-cw',
  family: 'bradford_white',
  brands: ['Bradford White'],
  unambiguousWithoutBrand: false,
  firstChars: 'UPC1567',
  decode(model, brand) {
    if (brand === '') return null;
    for (const s of SHAPES) {
      const m = s.re.exec(model);
      if (m === null) continue;
      const gas = m[s.gas];
      return decodeOf('bradford_white', 'Bradford White', model, {
        type: 'water heaters',
        series: s.series(m),
        fields: { tank_capacity_gallons: Number(m[s.gal]), fuel: gas === undefined ? undefined : GAS[gas] },
        description: s.description,
        evidence: s.evidence(m),
        rule: 'Bradford White Eco-Defender U / UTW, Programmable Efficiency PE and CSW / CDW tanks (service-manual model lists): gallons, gas code',
        source: s.source,
      });
    }
    return null;
  },
};

export const BRADFORD_WHITE_ECO_DEFENDER_PE_RULES: readonly NomenclatureRule[] = [bradfordWhiteEcoDefenderPe];
