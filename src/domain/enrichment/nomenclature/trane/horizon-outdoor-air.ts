// Trane Horizon outdoor air units (100 % outdoor-air DX rooftop units; issue 18, twenty-first hold-out set's family),
// read from the two "Model Number Descriptions" tables of Trane's IOMs:
// - OAU-SVX005C-EN (Horizon OAB / OAG): digits 1–2 OA = Outdoor Air; digit 3 cabinet B = 500–3,000 cfm, G = 1,250–7,500 cfm;
//   digit 4 D = Revision 1, E = Heat Pump; digits 5–7 nominal gross cooling capacity (MBh) 000 = No Cooling, 036 = 3 … 360 = 30
//   Tons; digit 8 A–D discharge / return arrangement; digit 9 voltage 1 = 115/60/1, 2 = 208-230/60/1, 3 = 208-230/60/3,
//   4 = 460/60/3, 5 = 575/60/3.
// - OAU-SVX007A-EN ("Model: OAK Rev5 and OAN Rev5"): digit 3 K = 1,500–9,000 cfm, N = 3,750–13,500 cfm; digit 4 C = Revision 4,
//   D = Revision 5, E = Heat Pump, F = Indoor WSHP; digits 5–7 000 = No Cooling, 144 = 12 … 720 = 60 Tons; digit 8 A–H; digit 9
//   3 / 4 / 5 as above.
// Only the printed codes are read: a size code neither table prints is not decoded, 000 (no cooling: a ventilation / heating
// unit, no catalog type) and F (indoor water-source heat pump) are left out. Type `packaged units`; brand Trane.
import { brandIn } from '../kit/brand-guard';
import { decodeOf } from '../kit/rule-kit';
import type { DecodedFields, NomenclatureRule } from '../types';

const BRANDS = ['Trane'] as const;
const SOURCE_BG = 'Trane IOM OAU-SVX005C-EN, Horizon Outdoor Air Unit OAB / OAG, Model Number Descriptions: https://www.easymanua.ls/trane/horizon-oab-series/manual?p=8';
const SOURCE_KN = 'Trane IOM OAU-SVX007A-EN, Horizon Outdoor Air Unit, Model Number Descriptions "Model: OAK Rev5 and OAN Rev5": https://www.easymanua.ls/trane/horizon-oadg-series/manual?p=9';

/** Digits 5–7 as the tables print them (MBh code → nominal tons; 210 is printed "17 Tons"). */
const TONS_BG: Readonly<Record<string, number>> = {
  '036': 3, '048': 4, '060': 5, '072': 6, '084': 7, '096': 8, '108': 9, '120': 10,
  '144': 12, '180': 15, '210': 17, '240': 20, '264': 22, '300': 25, '360': 30,
};
const TONS_KN: Readonly<Record<string, number>> = {
  '144': 12, '180': 15, '210': 17, '240': 20, '264': 22, '300': 25, '360': 30,
  '420': 35, '480': 40, '540': 45, '600': 50, '648': 54, '720': 60,
};
const VOLTAGE: Readonly<Record<string, Pick<DecodedFields, 'voltage_v' | 'phase'>>> = {
  '1': { voltage_v: 115, phase: 1 },
  '2': { voltage_v: 230, phase: 1 },
  '3': { voltage_v: 230, phase: 3 },
  '4': { voltage_v: 460, phase: 3 },
  '5': { voltage_v: 575, phase: 3 },
};
interface Cabinet {
  cfm: string;
  designs: Readonly<Record<string, string>>;
  tons: Readonly<Record<string, number>>;
  arrangements: string;
  voltages: string;
  source: string;
}
const CABINETS: Readonly<Record<string, Cabinet>> = {
  B: { cfm: '500–3,000 cfm', designs: { D: 'revision 1', E: 'heat pump' }, tons: TONS_BG, arrangements: 'ABCD', voltages: '12345', source: SOURCE_BG },
  G: { cfm: '1,250–7,500 cfm', designs: { D: 'revision 1', E: 'heat pump' }, tons: TONS_BG, arrangements: 'ABCD', voltages: '12345', source: SOURCE_BG },
  K: { cfm: '1,500–9,000 cfm', designs: { C: 'revision 4', D: 'revision 5', E: 'heat pump' }, tons: TONS_KN, arrangements: 'ABCDEFGH', voltages: '345', source: SOURCE_KN },
  N: { cfm: '3,750–13,500 cfm', designs: { C: 'revision 4', D: 'revision 5', E: 'heat pump' }, tons: TONS_KN, arrangements: 'ABCDEFGH', voltages: '345', source: SOURCE_KN },
};

// OA · cabinet · design · MBh code · [arrangement · voltage · digit 10 onward].
const HORIZON = /^OA([BGKN])([C-E])(\d{3})(?:([A-H])([1-5])([A-Z0-9]{0,40}))?$/;

const traneHorizonOutdoorAir: NomenclatureRule = {
  id: 'trane.horizon-outdoor-air-unit',
  family: 'trane',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'O',
  decode(model, brand) {
    if (!brandIn(BRANDS, brand)) return null;
    const m = HORIZON.exec(model);
    if (!m) return null;
    const [, cabinet = '', design = '', code = '', arrangement, volt] = m;
    const c = CABINETS[cabinet];
    if (c === undefined) return null;
    const designName = c.designs[design];
    const t = c.tons[code];
    if (designName === undefined || t === undefined) return null;
    if (arrangement !== undefined && (!c.arrangements.includes(arrangement) || volt === undefined || !c.voltages.includes(volt))) return null;
    const fields: DecodedFields = { cooling_capacity_tons: t, ...(volt === undefined ? {} : VOLTAGE[volt]) };
    return decodeOf('trane', 'Trane', model, {
      type: 'packaged units',
      series: `OA${cabinet}${design}`,
      fields,
      description: `Horizon outdoor air unit (${c.cfm} cabinet, ${designName})`,
      evidence: 'src',
      rule: 'Trane Horizon outdoor air unit: OA · cabinet B / G / K / N · design · nominal gross cooling MBh code (printed sizes only) · discharge / return · voltage',
      source: c.source,
    });
  },
};

export const TRANE_HORIZON_OUTDOOR_AIR_RULES: readonly NomenclatureRule[] = [traneHorizonOutdoorAir];
