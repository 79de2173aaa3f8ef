// ICP (Sherbrooke, Canada; KeepRite, Airquest, Comfortmaker, Heil, Tempstar) and Dettson oil furnaces of the O-series
// (issue 18, legacy lines): OLR / OLV ("OLR098A12A", "OLV154A16A", "OLR210F19C") and OMF, with N before it in the
// brand-neutral print ("OMF112K14A", "NOMF105D12C"). Dettson builds them (same Sherbrooke plant address in both
// makers' manuals). The manuals' titles name the type: ICP "OIL LO|BOY" installation instructions X40153 Rev. A (models
// AMT098SDMA, AMT098SVMA, OLR098A12A, OLV098A12A; UTC Canada Corporation, ICP Division); Dettson "LOWBOY OIL-FIRED
// FURNACE" X40171 (OLR154A16A, OLV154A16A); Dettson "WARM AIR FURNACE OIL FIRED – UPFLOW" (AMT300B34-SM1PMB, OLR210F19C);
// Dettson "WARM AIR FURNACE MULTIPOSITION" X40002 (AMP105-IE2, AMP120-IE2, NOMF105D12C, NOMF155E19C, NOMF106D12B,
// NOMF156E19C). No document found explains the digits (the three-digit size, the letter and two digits after it):
// type and fuel only; the OLR number is not read as lowboy (OLR210F19C is in the upflow manual).
// Brand required: O + three letters + digits is short, and Thermo Pride / Comfort-Aire print other O-series keys.
import type { NomenclatureRule } from '../types';
import { brandIn } from '../kit/brand-guard';
import { decodeOf } from '../kit/rule-kit';
import { ICP_BRANDS } from './icp';

const SOURCE =
  'ICP "OIL LO|BOY" installation instructions and owner\'s manual X40153 Rev. A (OLR098A12A, OLV098A12A): https://manualmachine.com/icp/olr098a12a/22867192-installation-instructions-and-owners-manual · Dettson "LOWBOY OIL-FIRED FURNACE" X40171 (OLR154A16A, OLV154A16A): https://manuals.online/dettson/furnace/lowboy-olr154a16a/assembly-instructions/xbht · Dettson AMT series "Warm air furnace oil fired – upflow" (AMT300B34-SM1PMB, OLR210F19C): https://manualspro.net/1840-dettson-amt-300-upflow-warm-air-furnace-oil-fired-instruction-manual · Dettson "Warm air furnace multiposition" X40002 Rev. Z (NOMF105D12C, NOMF155E19C, NOMF106D12B, NOMF156E19C): https://fdocuments.us/document/warm-air-furnace-multiposition-dettson-ansinfpa-90b-warm-air-heating-and-air.html';

const O_SERIES = /^(N?)O(LR|LV|MF)(0[5-9]\d|1\d\d|2[0-4]\d)([A-Z])(0[89]|1\d|2[0-4])([A-Z])$/;

function decodeOSeries(family: 'icp' | 'dettson', brands: readonly string[], model: string, brand: string) {
  if (brand === '' || (model.charCodeAt(0) !== 79 /* O */ && model.charCodeAt(0) !== 78) /* N */) return null;
  const m = O_SERIES.exec(model);
  if (m === null || !brandIn(brands, brand)) return null;
  const line = m[2] ?? '';
  // NOMF is the brand-neutral print of the multiposition manual; N before OLR / OLV is in no document found.
  if (m[1] === 'N' && line !== 'MF') return null;
  return decodeOf(family, brand, model, {
    type: 'furnaces',
    series: `O${line}`,
    fields: { fuel: 'oil' },
    description: line === 'MF' ? 'multiposition oil-fired warm air furnace (OMF series)' : `oil-fired warm air furnace (O${line} series)`,
    evidence: 'src',
    rule: 'ICP / Dettson O-series oil furnaces (OLR, OLV, OMF): type and fuel only',
    source: SOURCE,
  });
}

const ICP_AND_DETTSON_O = /^N?O/;

// The AMT low-boy of the same X40153 manual under an ICP badge (furn32 scan): AMT · size · S · D / V · revision letters
// (AMT098SDMA, AMT098SVMA as that manual lists them). Type and fuel only, as for the O-series; with the Dettson badge the
// AMT / AMP numbers are read by `dettson.furnace` (furnaces-other/dettson-airtemp.ts).
const ICP_AMT = /^AMT(0[5-9]\d|1[0-5]\d)S[DV][A-Z]{0,2}$/;

function decodeIcpAmt(model: string, brand: string) {
  if (brand === '' || model.charCodeAt(0) !== 65 /* A */ || !ICP_AMT.test(model) || !brandIn(ICP_BRANDS, brand)) return null;
  return decodeOf('icp', brand, model, {
    type: 'furnaces',
    series: 'AMT',
    fields: { fuel: 'oil' },
    description: 'oil-fired low-boy warm air furnace (AMT series)',
    evidence: 'src',
    rule: 'ICP AMT oil furnaces of the OIL LO|BOY manual X40153: type and fuel only',
    source: SOURCE,
  });
}

export const icpOilFurnaceSherbrooke: NomenclatureRule = {
  id: 'icp.oil-furnace-o-series',
  family: 'icp',
  brands: ICP_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'NOA',
  decode(model, brand) {
    if (model.charCodeAt(0) === 65 /* A */) return decodeIcpAmt(model, brand);
    if (!ICP_AND_DETTSON_O.test(model)) return null;
    return decodeOSeries('icp', ICP_BRANDS, model, brand);
  },
};

export const dettsonOilFurnaceOSeries: NomenclatureRule = {
  id: 'dettson.oil-furnace-o-series',
  family: 'dettson',
  brands: ['Dettson'],
  unambiguousWithoutBrand: false,
  firstChars: 'NO',
  decode(model, brand) {
    if (!ICP_AND_DETTSON_O.test(model)) return null;
    return decodeOSeries('dettson', ['Dettson'], model, brand);
  },
};

export const ICP_OIL_FURNACE_RULES: readonly NomenclatureRule[] = [icpOilFurnaceSherbrooke, dettsonOilFurnaceOSeries];
