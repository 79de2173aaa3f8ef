// Carrier WeatherMaker / WeatherMaster rooftops of the 3-digit size generation written without the option letter
// (48TJ004, 50TJ012) and the 15–25 ton sizes 016–028 (issue 18, comm21). multi-family/rooftop-units.ts reads the same lines
// with a letter before the size (48HJD005) for sizes 004–014. Product data titles: "48TJ004-028 Single-Package Rooftop
// Units Electric Cooling/Gas Heating, 3 to 25 Nominal Tons"; "48/50TJ016-028 Single-Package Rooftop Units 60 Hz, 15 to 25
// Nominal Tons"; "50HJ Single-Package Rooftop High-Efficiency Electric Cooling Units, 3 to 12½ Nominal Tons"; "48HJD/HJE/
// HJF … 3 to 12½ Nominal Tons"; "50LJQ Single-Package Rooftop Heat Pump Units"; "48TF / 48TM gas heating/electric
// cooling units". 48 = gas heat / electric cooling, 50 = electric cooling (Q = heat pump). Sizes 004–014 read with the
// 50HC key's tonnage table (as the 18e rule); 016 and 028 are the titles' 15 and 25 tons; 020 and 024 lie between and no
// table in reach gives their tons, so only the type is read; so for the HJ sizes 016–024 ("48HJD,HJF … 12 to 20 Nominal
// Tons"). carrier/carrier.ts §2.1 leaves TJ and HJ to these rules (48TJ024 is not a 2-ton residential size). Type `packaged
// units`; brand Carrier required.
import { S as CARRIER_S } from './carrier';
import { brandIn } from '../kit/brand-guard';
import { decodeOf } from '../kit/rule-kit';
import type { DecodedFields, NomenclatureRule } from '../types';

const SOURCE = `Carrier product data 48HJD,HJF 12 to 20 nominal tons, 48TJ004-028 (Form 48TJ-5PD, "3 to 25 Nominal Tons"): https://vdocuments.mx/product-data-electric-coolinggas-heating.html · 48/50TJ016-028 (Form 48/50TJ-1PD, "15 to 25 Nominal Tons"): https://pdfslide.net/documents/product-data-single-package-016-4500-7500-020-5400-9000-024-6000-10000-028-7000.html · Carrier rooftop product data titles (50HJ, 48HJD/HJE/HJF, 50LJQ, 48TF, 48TM): https://homedocbox.com/amp/77679929-Appliances/Product-data-features-benefits-48tj-single-package-rooftop-units-electric-cooling-gas-heating-3-to-25-nominal-tons.html · ${CARRIER_S.HC_KEY}`;

/** 004 = 3 t … 014 = 12.5 t (50HC key table, as multi-family/rooftop-units.ts); 016 = 15 t and 028 = 25 t (48/50TJ016-028 title). */
const TONS: Readonly<Record<string, number>> = { '004': 3, '005': 4, '006': 5, '007': 6, '008': 7.5, '009': 8.5, '012': 10, '014': 12.5, '016': 15, '028': 25 };
const TYPE_ONLY_SIZES = new Set(['020', '024']);
// 48 | 50 · series · optional option letter(s) (D/E/F heat size, S side discharge, Q heat pump) · size · build suffix.
const KEY = /^(48|50)(TJ|HJ|TF|TM|LJ)([A-Z]{0,2})(0(?:0[4-9]|1[246]|2[048]))(?:-*[A-Z0-9]{1,12})?$/;

const carrierRooftop: NomenclatureRule = {
  id: 'carrier.rooftop-3-digit-comm21',
  family: 'carrier',
  brands: ['Carrier'],
  unambiguousWithoutBrand: false,
  firstChars: '45',
  decode(model, brand) {
    if (!brandIn(['Carrier'], brand)) return null;
    const m = KEY.exec(model);
    if (!m) return null;
    const [, fam = '', series = '', letters = '', size = ''] = m;
    const tons = series === 'HJ' && Number(size) > 14 ? undefined : TONS[size];
    if (tons === undefined && !TYPE_ONLY_SIZES.has(size) && !(series === 'HJ' && size === '016')) return null;
    // Sizes above 014: the TJ "15 to 25" and HJ "12 to 20 Nominal Tons" lines only; 48 has no heat-pump letter.
    if (Number(size) > 14 && series !== 'TJ' && (series !== 'HJ' || size === '028')) return null;
    const heatPump = letters.includes('Q');
    if (heatPump && fam === '48') return null;
    const fields: DecodedFields = tons === undefined ? {} : { cooling_capacity_tons: tons, cooling_capacity_kbtuh: tons * 12 };
    return decodeOf('carrier', 'Carrier', model, {
      type: 'packaged units',
      series: `${fam}${series}`,
      fields,
      description: fam === '48' ? 'single-package rooftop, gas heating / electric cooling' : heatPump ? 'single-package rooftop heat pump' : 'single-package rooftop, electric cooling',
      evidence: 'pattern',
      rule: 'Carrier 48 / 50 TJ, HJ, TF, TM, LJ rooftops: series · option letters · 3-digit size (004–014 tonnage code, 016–028)',
      source: SOURCE,
    });
  },
};

// Bryant DuraPac / DuraPac Plus letter series before the J generation: "580F, 579F, 581A/B DuraPac and DuraPac Plus Series
// commercial single package rooftop units, gas heating/electric cooling, sizes 036-300, 3 to 25 tons" (580F036-060, 072,
// 073, 090, 091, 103, 120, 121, 150, 151, 180-300; 579F180-300; 581B036-150; 581A155-300), "Model 579F/580D commercial
// single package rooftop gas heating/electric cooling units 3 to 25 tons", "DuraPac Series 559F/579F 180, 216, 240, 300:
// 15, 18, 20 and 25 nominal tons", "Model 558D/559F" (cooling / electric heat). Model: series · letters · size · gas
// input code (581BEV048115). The size is the nominal kBtu/h; the odd sizes 073 … 181 are the ASHRAE 90.1 variants of
// 072 … 180. 155 (581A, "13 to 20 tons" low end) is read as the type only.
const BRYANT_SOURCE =
  'Bryant 580F / 579F / 581A/B DuraPac and DuraPac Plus product data, sizes 036-300, 3 to 25 tons: https://manualmachine.com/bryant/581ab/988716-user-manual · Model 579F/580D PDS 580D.36 and Model 581B titles: https://homedocbox.com/amp/75066071-Appliances/Model-579f-580d-sizes-commercial-single-package-rooftop-gas-heating-electric-cooling-units-3to25tons-form-no-pds-580d-36.html · DuraPac 559F/579F 180, 216, 240, 300 (15, 18, 20, 25 nominal tons) and Model 558D/559F titles: https://homedocbox.com/amp/93678553-Appliances/Product-data-features-benefits-every-compact-one-piece-unit-arrives-fully-assembled-charged-tested-and-ready-to-run.html';
const BRYANT_TONS: Readonly<Record<string, number>> = {
  '036': 3, '048': 4, '060': 5, '072': 6, '073': 6, '090': 7.5, '091': 7.5, '102': 8.5, '103': 8.5, '120': 10, '121': 10,
  '150': 12.5, '151': 12.5, '180': 15, '181': 15, '210': 17.5, '216': 18, '240': 20, '300': 25,
};
const BRYANT_KEY = /^(579F|580[DF]|581[AB]|558D|559F)([A-Z]{0,3})(\d{3})(\d{3})?(?![0-9])[A-Z0-9-]{0,10}$/;

const bryantDuraPac: NomenclatureRule = {
  id: 'carrier.bryant-durapac-comm21',
  family: 'carrier',
  brands: ['Bryant'],
  unambiguousWithoutBrand: false,
  firstChars: '5',
  decode(model, brand) {
    if (!brandIn(['Bryant'], brand)) return null;
    const m = BRYANT_KEY.exec(model);
    if (!m) return null;
    const [, fam = '', , size = ''] = m;
    const tons = BRYANT_TONS[size];
    if (tons === undefined && size !== '155') return null;
    const coolingOnly = fam === '558D' || fam === '559F';
    return decodeOf('carrier', 'Bryant', model, {
      type: 'packaged units',
      series: fam,
      fields: tons === undefined ? {} : { cooling_capacity_tons: tons, cooling_capacity_kbtuh: tons * 12 },
      description: coolingOnly ? 'single package rooftop, cooling / electric heat' : 'single package rooftop, gas heating / electric cooling',
      evidence: 'pattern',
      rule: 'Bryant DuraPac 579F / 580D / 580F / 581A / 581B / 558D / 559F: series · letters · size (kBtu/h) · gas input',
      source: BRYANT_SOURCE,
    });
  },
};

// Carrier 48 / 50 TC and LC (WeatherMaker / WeatherExpert) above 12.5 tons, the 2-digit size of the §2.1 commercial key
// (carrier/carrier.ts reads 04–14): "48TC … Vertical Models Nominal Tons 15, 17.5, 20, 25, 27.5 — Model Sizes 17, 20, 24, 28, 30";
// "50TC … Horizontal Air Flow … 15, 17.5, 20, 25 Tons (Sizes 18, 21, 25, 29)"; "48LC WeatherExpert … 12.5 to 23 Nominal
// Tons, 48LC sizes 14-26" (26 = the title's 23 tons; 17 / 20 / 24 read as on the TC vertical table).
const LARGE_SOURCE =
  'Carrier product data 48TC 15 to 27.5 nominal tons (vertical model sizes 17, 20, 24, 28, 30 = 15, 17.5, 20, 25, 27.5 tons; 50TC horizontal sizes 18, 21, 25, 29 = 15, 17.5, 20, 25 tons): https://homedocbox.com/amp/124907970-Appliances/Product-data-48tc-gas-heat-electric-cooling-packaged-rooftop-15-to-27-5-nominal-tons-unit-shown-with-economizer-and-power-exhaust.html · 48LC WeatherExpert 12.5 to 23 nominal tons, sizes 14-26 (Form 48LC-14-26-05PD): https://de.scribd.com/document/476236678/48LC-14-26-05PD';
const LARGE_TONS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  TC: { '17': 15, '20': 17.5, '24': 20, '28': 25, '30': 27.5, '18': 15, '21': 17.5, '25': 20, '29': 25 },
  LC: { '17': 15, '20': 17.5, '24': 20, '26': 23 },
};
const LARGE_KEY = /^(48|50)(TC|LC)-*([A-Z])([A-Z]?)(\d{2})(?![0-9])([A-Z0-9-]{0,14})$/;

const carrierLarge: NomenclatureRule = {
  id: 'carrier.rooftop-tc-lc-large-comm21',
  family: 'carrier',
  brands: ['Carrier'],
  unambiguousWithoutBrand: false,
  firstChars: '45',
  decode(model, brand) {
    if (!brandIn(['Carrier'], brand)) return null;
    const m = LARGE_KEY.exec(model);
    if (!m) return null;
    const [, fam = '', series = '', , , size = ''] = m;
    const tons = LARGE_TONS[series]?.[size];
    if (tons === undefined) return null;
    return decodeOf('carrier', 'Carrier', model, {
      type: 'packaged units',
      series: `${fam}${series}`,
      fields: { cooling_capacity_tons: tons, cooling_capacity_kbtuh: tons * 12 },
      description: fam === '48' ? 'packaged rooftop, gas heat / electric cooling' : 'packaged rooftop, cooling only / electric heat',
      evidence: series === 'TC' ? 'src' : 'pattern',
      rule: 'Carrier 48 / 50 TC, LC above 12.5 tons: series · letter(s) · 2-digit model size (17 … 30)',
      source: LARGE_SOURCE,
    });
  },
};

// Carrier 38AU commercial split outdoor units: the 38AUD/38AUZ installation key "38AU = Carrier condensing unit, Puron
// R-410A · type of coil D = dual circuit / Z = single circuit, A/C scroll compressor · refrigerant options A / B / C ·
// nominal tonnage (16 = 15 tons, 25 = 20 tons) · coil options · base unit controls · design rev · voltage 1 = 575/3/60,
// 5 = 208/230/3/60, 6 = 460/3/60 …" (example 38AUDC25A0A6A0A0A0); product data "38AUZ … 6 to 12.5 nominal tons" (sizes
// 07–14, read with the 50HC tonnage table) and "38AUQ07-25 heat pump outdoor unit split system, 6 to 20 nominal tons".
// carrier/carrier.ts §2.3 reads the full 38AUD/Z 16 / 25 key first; this rule adds the 07–14 sizes, 38AUQ and the shorter forms.
const AU_SOURCE =
  'Carrier 38AUD/38AUZ installation instructions, Fig. 1 model number nomenclature (16 = 15 tons, 25 = 20 tons; voltage 1 / 5 / 6): https://www.easymanua.ls/carrier/38aud-16-series/manual?p=4 · 38AUZ/38AUD product data 6 to 20 nominal tons: https://businessdocbox.com/amp/66941099-Logistics/Product-data-38auz-38aud-60-hz-air-cooled-condensing-unit-puronr-r-410a-refrigerant-6to20nominaltons-features-benefits.html · 38AUQ07-25 heat pump outdoor unit product data (6 to 20 nominal tons): https://vdocuments.us/product-data-sigler-commer-25-heat-pump-outdoor-unit-split-system-with-puron.html · 50HC tonnage table (07 = 6 t … 14 = 12.5 t): ' + CARRIER_S.HC_KEY;
const AU_TONS: Readonly<Record<string, number>> = { '07': 6, '08': 7.5, '09': 8.5, '12': 10, '14': 12.5, '16': 15, '25': 20 };
const AU_VOLTAGE: Readonly<Record<string, DecodedFields>> = { '1': { voltage_v: 575, phase: 3 }, '5': { voltage_v: 230, phase: 3 }, '6': { voltage_v: 460, phase: 3 } };
// 38AU · D / Z / Q · option letter · 2-digit tonnage · [coil letter · controls digit · design letter · voltage digit · rest].
const AU_KEY = /^38AU([DZQ])([A-Z])(\d{2})(?![0-9])(?:([A-Z])(\d)([A-Z-])([0-9])?[A-Z0-9-]{0,8})?$/;

const carrier38au: NomenclatureRule = {
  id: 'carrier.38au-split-comm21',
  family: 'carrier',
  brands: ['Carrier'],
  unambiguousWithoutBrand: false,
  firstChars: '3',
  decode(model, brand) {
    if (!brandIn(['Carrier'], brand)) return null;
    const m = AU_KEY.exec(model);
    if (!m) return null;
    const [, coil = '', , size = '', , , , volt] = m;
    const tons = AU_TONS[size];
    if (tons === undefined) return null;
    const heatPump = coil === 'Q';
    const fields: DecodedFields = { cooling_capacity_tons: tons, cooling_capacity_kbtuh: tons * 12, refrigerant: 'R-410A' };
    if (!heatPump && volt !== undefined) Object.assign(fields, AU_VOLTAGE[volt]);
    return decodeOf('carrier', 'Carrier', model, {
      type: heatPump ? 'heat pumps' : 'air conditioners',
      series: `38AU${coil}`,
      fields,
      description: heatPump ? 'commercial split system heat pump outdoor unit' : `commercial air-cooled condensing unit, ${coil === 'D' ? 'dual' : 'single'} circuit`,
      evidence: 'pattern',
      rule: 'Carrier 38AU condensing units: 38AU · D / Z / Q · option · nominal tonnage · coil · controls · design · voltage',
      source: AU_SOURCE,
    });
  },
};

// Carrier WeatherMaker 48/50FC (EcoBlue, issue 18, rtu22b): "48/50FC**04, 05, 06, 07 — 48FC: Single-Package Gas
// Heating/Electric Cooling Rooftop Units; 50FC: Electric Cooling Rooftop Units with Optional Electric Heat with Puron
// Refrigerant (R-410A) — Single Packaged Rooftop 3 to 6 Nominal Tons" (Form 48/50FC-4-7-02PD). The "**" are the two
// option letters of the §2.1 commercial key (the document's example 48FCDA04A2A5-0A0A0); sizes 04–07 read with the 50HC
// key's tonnage table (04 = 3 t … 07 = 6 t, the title's 3 to 6 tons). No FC size above 07 is documented in reach, nor a
// 50FC heat pump (that line is 50GCQ), so those stay undecoded.
const FC_SOURCE =
  'Carrier Product Data WeatherMaker 48/50FC 04-07, Form 48/50FC-4-7-02PD ("48/50FC**04, 05, 06, 07 … 3 to 6 Nominal Tons", R-410A): http://publicrecords.tigard-or.gov/Public/DocView.aspx?dbid=0&id=1069142&repo=CityOfTigard · example model 48FCDA04A2A5-0A0A0: https://de.scribd.com/document/476756899/Carrier-rtu-4-8-f-c-Da-0-4-a-2-a-5-0-a-0-a-0 · 50HC tonnage table: ' +
  CARRIER_S.HC_KEY;
const FC_TONS: Readonly<Record<string, number>> = { '04': 3, '05': 4, '06': 5, '07': 6 };
const FC_KEY = /^(48|50)FC-*([A-PR-Z])([A-PR-Z]?)(0[4-7])(?![0-9])([A-Z0-9-]{0,14})$/;

const carrierFc: NomenclatureRule = {
  id: 'carrier.rooftop-48-50fc-rtu22b',
  family: 'carrier',
  brands: ['Carrier'],
  unambiguousWithoutBrand: false,
  firstChars: '45',
  decode(model, brand) {
    if (!brandIn(['Carrier'], brand)) return null;
    const m = FC_KEY.exec(model);
    if (!m) return null;
    const [, fam = '', , , size = ''] = m;
    const tons = FC_TONS[size];
    if (tons === undefined) return null;
    return decodeOf('carrier', 'Carrier', model, {
      type: 'packaged units',
      series: `${fam}FC`,
      fields: { cooling_capacity_tons: tons, cooling_capacity_kbtuh: tons * 12, refrigerant: 'R-410A' },
      description: fam === '48' ? 'WeatherMaker single-package rooftop, gas heating / electric cooling' : 'WeatherMaker rooftop, electric cooling with optional electric heat',
      evidence: 'pattern',
      rule: 'Carrier 48 / 50 FC WeatherMaker: series · two option letters · 2-digit size 04–07 (3 to 6 tons)',
      source: FC_SOURCE,
    });
  },
};

export const CARRIER_ROOFTOP_RULES: readonly NomenclatureRule[] = [carrierRooftop, bryantDuraPac, carrierLarge, carrier38au, carrierFc];
