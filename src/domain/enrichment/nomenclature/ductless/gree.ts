// Gree ductless: GWH/GWC wall-mounted splits (capacity kBtu/h after the prefix) and the US
// "MULTI..HP230V1.O" multi-zone outdoor units (type only). Coverage in README-extra.md.
import type { DecodedFields, EvidenceTag, NomenclatureDecode, NomenclatureRule } from '../types';

const BRANDS = ['Gree', 'Tosot'] as const;

// Service manual GWH09ACB-K3NNA1A / GWH12ACB / GWH12ACC / GWH18ACC (Refrigerant R410A): specification
// sheet "Model GWH09ACB-K3NNA1A … Cooling Capacity 2638" (W), i.e. 9,000 Btu/h for code 09.
const SOURCE_GWH = 'Gree service manual GWH09ACB-K3NNA1A, GWH12ACB-K3NNA1A, GWH12ACC-K3NNA1A, GWH18ACC-K3NNA1A, specification sheet — https://www.manualslib.com/manual/2322419/Gree-Electric-Gwh09acb-K3nna1a.html';
// Multi21 installation manual "DUCTLESS INVERTER HEAT PUMP — Models: MULTI18HP230V1CO … MULTI42HP230V1CO";
// service manual MULTI18HP230V1BO / MULTI24HP230V1BO.
const SOURCE_MULTI = 'Gree Multi21 ductless inverter heat pump installation manual (MULTI18HP230V1CO … MULTI42HP230V1CO) — https://manualzz.com/doc/51076724/gree-multi18hp230v1co-installation-instructions';

/** Capacity codes printed in the Gree model lists (GWH09 … GWH36). */
const GW_CODES = new Set([9, 12, 18, 24, 30, 36]);

// GWH09ACB-K3NNA1A, GWH12MB-D3DNA3D, GWC24ATEXF-D6DNA1F/O: prefix, capacity, series letters, "-",
// option block, optional /I or /O (indoor / outdoor half).
// The catalog's ENERGY STAR rows also print shorter option blocks (GWH09ACD-D3DN/I, GWH15QD-D3DNA5G/O): 3–8 characters.
const GW = /^GW([HC])(\d{2})([A-Z]{1,5})-([A-Z0-9]{3,8})(?:\/[IO])?$/;
const MULTI = /^MULTI(18|24|30|36|42)HP230V1[A-Z]O$/;

function brandOf(brand: string): string {
  return (BRANDS as readonly string[]).includes(brand) ? brand : BRANDS[0];
}

function decodeGw(model: string, brand: string): NomenclatureDecode | null {
  if (model.charCodeAt(0) !== 71 /* G */ || model.charCodeAt(1) !== 87 /* W */) return null;
  const m = GW.exec(model);
  if (m === null) return null;
  const [, mode = '', code = '', letters = ''] = m;
  const kbtuh = Number(code);
  if (!GW_CODES.has(kbtuh)) return null;
  const fields: DecodedFields = { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: Math.round((kbtuh / 12) * 100) / 100 };
  // The manual's spec sheet states 9,000 Btu/h (2638 W) only for code 09; the other codes follow the same field.
  const evidence: EvidenceTag = kbtuh === 9 ? 'src' : 'pattern';
  return {
    family: 'gree',
    brand: brandOf(brand),
    type: 'mini-splits',
    series: `GW${mode}${letters}`,
    model,
    fields,
    evidence,
    rule: 'Gree GWH/GWC wall-mounted split, capacity digits 4-5 (kBtu/h)',
    source: SOURCE_GWH,
  };
}

function decodeMulti(model: string, brand: string): NomenclatureDecode | null {
  if (model.charCodeAt(0) !== 77 /* M */ || !MULTI.test(model)) return null;
  return {
    family: 'gree',
    brand: brandOf(brand),
    type: 'mini-splits',
    series: 'Multi21',
    model,
    fields: {},
    evidence: 'src',
    rule: 'Gree Multi21 ductless inverter heat pump outdoor unit',
    source: SOURCE_MULTI,
  };
}

// Named Gree lines in the Multi21 form, name · capacity · HP · 115/230 V · 1-phase · generation · H (indoor) / O
// (outdoor), as the ENERGY STAR / NRCan rows list them: VIR09HP230V1AH, SAP18HP230V1BO, CROWN18HP230V1AO,
// TERRA18HP230V1BO, MULTIU24HP230V1DO → mini-splits; FLEXX24HP230V1AH (air handler) and FLEXX36HP230V1AO (heat pump).
// Written as the system the submittals title (VIR09HP115V1B: "9,000 BTU/H (115V) Wall Mounted Heat Pump System"), without the
// H / O half, the model names the pair; the class is then the system's nominal kBtu/h (issue 18, id18f).
// LIVS: the Livo system as its submittal titles it ("LIVS09HP230V1B … 9,000 BTU/H (208/230V) Wall Mounted Heat Pump System").
const NAMED = /^(MULTIU|VIR|SAP|CROWN|TERRA|LIVO|LIVS|FLEXX)(\d{2})HP(115|230)V1[A-Z]([HO])?$/;
const NAMED_CLASSES = new Set([9, 12, 18, 24, 30, 36, 42, 48]);
const NAMED_SOURCE = 'ENERGY STAR / NRCan listings of Gree VIR, SAP, Crown, Terra, Multi, Flexx models (type per row), shipped as shared/data/catalog/raw; Gree submittal titles "VIR09HP115V1B … 9,000 BTU/H (115V) Wall Mounted Heat Pump System", "VIR12HP230V1B", "LIVS09HP230V1B … Cool Quiet Comfort & more 9,000 BTU/H (208/230V) Wall Mounted Heat Pump System" (listed at https://homedocbox.com/amp/73903154-Appliances/Technical-guide-models-dcpm-dhpm-premium-series-ductless-single-split-air-conditioners-and-heat-pumps-22-seer-1-phase-3-4-thru-3-nominal-tons.html)';

function decodeNamed(model: string, brand: string): NomenclatureDecode | null {
  const m = NAMED.exec(model);
  if (m === null) return null;
  const [, line = '', code = '', , half = ''] = m;
  const flexx = line === 'FLEXX';
  if (flexx && half === '') return null; // a Flexx system pairs an air handler with a heat pump: no one type
  const kbtuh = Number(code);
  return {
    family: 'gree',
    brand: brandOf(brand),
    type: flexx ? (half === 'H' ? 'air handlers' : 'heat pumps') : 'mini-splits',
    series: line,
    model,
    fields: NAMED_CLASSES.has(kbtuh) ? { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: Math.round((kbtuh / 12) * 100) / 100 } : {},
    description: flexx ? (half === 'H' ? 'Flexx air handler' : 'Flexx heat pump outdoor unit') : half === '' ? `${line} ductless system` : `${line} ductless ${half === 'H' ? 'indoor' : 'outdoor'} unit`,
    evidence: 'pattern',
    rule: 'Gree named lines in the Multi21 form (VIR09HP230V1AH): type, class kBtu/h',
    source: NAMED_SOURCE,
  };
}

// Gree lines whose class the brand's NRCan rows (outdoor and indoor model with the rated cooling Btu/h per pairing) rate
// as nominal kBtu/h, the unit kind taken from how the rows pair and file them (no printed Gree key in reach):
// GMV mini-VRF outdoor units GMV-36WL/B-T(U), GMV-HY48WLT/A-T(U) (rated 36,000 / 48,000) → mini-splits;
// multi-zone outdoor GWHD(24)ND3GO (24,000) → mini-splits; U-Match GUD + class + W (outdoor heat pump, GUD36W/A-D(U))
// or A / AH2 (air handler, GUD36A/A-D(U), GUD60AH2/A-D(U); the 60 pair rated 54,000) → heat pumps / air handlers.
const ROWS_SOURCE = 'NRCan Greener Homes eligible ASHP list, GREE and TOSOT rows (shared/data/catalog/raw/ccashp.tsv): GMV-36WL/B-T(U) 36,000, GWHD(24)ND3GO 24,000, GUD36W/A-D(U) + GUD36A/A-D(U) 36,000 Btu/h';
const GMV = /^GMV-(HY)?(24|30|36|42|48|60)WLT?\/[A-Z]-[A-Z]\(U\)$/;
const GWHD = /^GWHD\((18|24|30|36|42|48)\)ND3[A-Z]O$/;
const GUD = /^GUD(24|36|48|60)(W|A|AH2)\/[A-Z]-D\(U\)$/;
// Tosot's print of the same U-Match pair and mini-VRF: TU36-24WADU (outdoor, rated 36,000 with TU36-24AADU), TUD48-24AH2ADU
// (air handler, 48,000), TU60-48WADU (54,000 with TU60-48AADU); the second number is not read. TMVRF-36KUH (36,000).
const TOSOT_TU = /^TUD?(24|36|48|60)-(?:24|36|48|60)(W|A|AH2)ADU$/;
const TOSOT_VRF = /^TMVRF-(24|36|48|60)KUH$/;

function decodeListedClass(model: string, brand: string): NomenclatureDecode | null {
  const c = model.charCodeAt(0);
  if (c !== 71 /* G */ && c !== 84 /* T */) return null;
  let m = c === 84 ? null : GMV.exec(model);
  let cls = '';
  let type: NomenclatureDecode['type'] = 'mini-splits';
  let series = '';
  let description = '';
  if (m) {
    cls = m[2] ?? '';
    series = m[1] ? 'GMV-HY' : 'GMV';
    description = 'GMV mini-VRF outdoor unit';
  } else if ((m = GWHD.exec(model))) {
    cls = m[1] ?? '';
    series = 'GWHD';
    description = 'multi-zone outdoor unit';
  } else if ((m = GUD.exec(model)) || (m = TOSOT_TU.exec(model))) {
    cls = m[1] ?? '';
    const outdoor = m[2] === 'W';
    type = outdoor ? 'heat pumps' : 'air handlers';
    series = `${c === 84 ? 'TU' : 'GUD'}${m[2]}`;
    description = outdoor ? 'U-Match heat pump outdoor unit' : 'U-Match air handler';
  } else if ((m = TOSOT_VRF.exec(model))) {
    cls = m[1] ?? '';
    series = 'TMVRF';
    description = 'mini-VRF outdoor unit';
  } else return null;
  const kbtuh = Number(cls);
  return {
    family: 'gree',
    brand: brandOf(brand),
    type,
    series,
    model,
    fields: { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: Math.round((kbtuh / 12) * 100) / 100 },
    description,
    evidence: 'pattern',
    rule: 'Gree GMV / GWHD / GUD, Tosot TU / TMVRF: class read as nominal kBtu/h (as the NRCan rows rate each pairing)',
    source: ROWS_SOURCE,
  };
}

export const GREE_RULES: readonly NomenclatureRule[] = [
  { id: 'gree.listed-class', family: 'gree', brands: BRANDS, unambiguousWithoutBrand: false, firstChars: 'GT', decode: decodeListedClass },
  { id: 'gree.gw-wall', family: 'gree', brands: BRANDS, unambiguousWithoutBrand: false, decode: decodeGw },
  { id: 'gree.multi21', family: 'gree', brands: BRANDS, unambiguousWithoutBrand: false, decode: decodeMulti },
  { id: 'gree.named-lines', family: 'gree', brands: BRANDS, unambiguousWithoutBrand: false, firstChars: 'MVSCTLF', decode: decodeNamed },
];
