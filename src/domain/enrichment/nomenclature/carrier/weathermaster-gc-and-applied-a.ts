// Carrier rooftop lines the §2.1 48 / 50 rule (carrier/carrier.ts) and the rooftop modules beside it do not read (issue 18,
// commercial gap scan):
// - WeatherMaster 48GC / 50GC / 50GCQ, 3–5 tons: product data Form 48/50GC-4-6-02PD "48/50GC**04, 05, 06 — 48GC: Single-Package
//   Gas Heating/Electric Cooling Rooftop Units; 50GC: Electric Cooling Rooftop Units with Optional Electric Heat with Puron
//   Refrigerant (R-410A) … 3 to 5 Nominal Tons", and the 50GCQ instructions' "Model Number Nomenclature" (50GCQ = Packaged
//   Rooftop Heat Pump, 17 SEER and 16 SEER2; Cooling Tons 04 = 3 tons, 05 = 4 tons, 06 = 5 tons). Model: 48 / 50 · GC · the
//   two option letters ("**"; Q first on the heat pump) · 04 / 05 / 06 · options.
// - WeatherMaker applied rooftops 48 / 50 A, 20–60 tons: product data Forms 48/50A-10PD, -15PD "48/50A2,A3,A4,A5020-060
//   Single-Package Gas Heating/Electric Cooling Rooftop Units and Electric Cooling Rooftop Units … 20 to 60 Nominal Tons" (A2 / A3
//   dedicated vertical supply/return, A4 / A5 dedicated horizontal) and 48/50A-19PD (A2, A3, A6, A7 vertical). Model: 48 / 50 ·
//   A · 2–7 · [letter] · size 020 … 060. Type only: the size table (020 … 060 against tons) was not in reach as text, and
//   the refrigerant is not read (the R-410A titles do not cover earlier builds of the series).
// - Centurion and ComfortLink rooftops 48PG / 50PG, 48PM, 48HG, 2–25 tons: product data 48PG-5PD "48PG03---28 Ultra High
//   Efficiency Single Package Gas Heating/Electric Cooling Commercial Rooftop Units with Puron (R-410A) … 2 to 25 Nominal
//   Tons" (fan performance tables "48PGE20", "48PGF20"), 48PM-04PD "48PM Ultra High Efficiency Single Package Gas
//   Heating/Electric Cooling Commercial Rooftop Units with Puron", "50PG Ultra High Efficiency Single Package Electric Cooling
//   with Optional Electric Heat Commercial Rooftop Units", "48HG HG Single Package Rooftop Units with ComfortLink Control 2 to
//   25 Nominal Tons", and the user's information manual "48HG14--28, 48HJ20--28, 48PG20--28, 48PM16--28 Gas Heating/Electric
//   Cooling Unit". Model: series · one or two letters · two-digit size of Carrier's rooftop sizes 03 … 28. Type only (these
//   titles print no size-to-tons table).
// - The WeatherMaker / WeatherMaster 48 / 50 TC, HC, KC, LC, FC rooftops written with the size straight after the series
//   (`48TC08`, `50HCQ12`, "48KC 05"), the option letters the §2.1 key puts between them left out: the 50HC key's tonnage
//   table (appendix I, "Nominal Cooling Capacity (Tons) 04 = 3 ton, 05 = 4 ton, 06 = 5 ton, 07 = 6 ton, 08 = 7.5 ton,
//   09 = 8.5 ton, 11 = 10 ton (12.0 EER), 12 = 10 ton (11.7 EER), 14 = 12.5 ton"), each series limited to the sizes its
//   product data title spans (TC 3–12½, HC 3–12½, KC 3–5, LC 3–10, FC 3–6 tons; heat pumps 50TCQ 3–12½, 50HCQ 3–10,
//   50KCQ 3–5 tons). Nothing may follow the size (the full forms stay with carrier/carrier.ts).
// - 38AU commercial split outdoor units written without the refrigerant-option letter (`38AUD25`, `38AUQ08`): the 38AUD/38AUZ
//   installation key (38AU · D dual / Z single circuit · option · nominal tonnage 16 = 15, 25 = 20 tons) with the product
//   data's sizes (38AUZ 6 to 12.5 tons, 07–14 by the 50HC table; 38AUZ/38AUD 6 to 20 tons; 38AUQ07-25 heat pump outdoor
//   unit, 6 to 20 tons), as `carrier.38au-split-comm21` (carrier/rooftops-commercial.ts) reads them with the letter:
//   `air conditioners`, 38AUQ `heat pumps`; R-410A. Nothing may follow the size.
// - Large single-package cooling units 48 / 50 EJ, EK, EW, EY (equipment-schedule gap scan, issue 18): the Carrier title
//   "48/50EJ,EK,EW,EY038, 044, 048 Single-Package Cooling Units, Variable Volume, Constant Volume, Factory-Installed Optional
//   Heat". Model: 48 / 50 · EJ / EK / EW / EY · [letter] · 038 / 044 / 048 · options. Type only (the title prints no
//   size-to-tons table).
// Type `packaged units` (48 gas heat / electric cooling, 50 electric cooling or heat pump) unless stated; brand Carrier required.
import { brandIn } from '../kit/brand-guard';
import { decodeOf } from '../kit/rule-kit';
import type { NomenclatureRule } from '../types';

const CARRIER = ['Carrier'] as const;
const GC_SOURCE =
  'Carrier product data Form 48/50GC-4-6-02PD "WeatherMaster Single Packaged Rooftop 48/50GC**04, 05, 06, 3 to 5 Nominal Tons": https://pdfslide.us/documents/product-data-weathermaster-single-packaged-rooftop-2020-12-22-the-carrier-rooftop.html · 50GCQ instructions, Fig. A Model Number Nomenclature (04 = 3 tons, 05 = 4 tons, 06 = 5 tons): https://www.easymanua.ls/carrier/50gcq-series/manual?p=56';
const A_SOURCE =
  'Carrier product data Form 48/50A-10PD "WeatherMaker 48/50A2,A3,A4,A5020-060 … 20 to 60 Nominal Tons": https://vdocument.in/4850a-10pd.html · Form 48/50A-19PD "48/50A020-060" (A2, A3, A6, A7 vertical): https://www.scribd.com/document/677780997/48-50A-19PD-CP';

const GC_TONS: Readonly<Record<string, number>> = { '04': 3, '05': 4, '06': 5 };
// 48 / 50 · GC · up to two option letters · 04–06 · options (digits, letters, the dash before the design revision).
const GC = /^(48|50)GC-*([A-Z]{0,2})-*(0[456])(?![0-9])([A-Z0-9-]{0,16})$/;
const CENTURION_SOURCE =
  'Carrier product data 48PG-5PD "48PG03---28 Ultra High Efficiency Single Package Gas Heating/Electric Cooling Commercial Rooftop Units with Puron (R-410A) Refrigerant, 2 to 25 Nominal Tons": https://usermanual.wiki/Document/48PG5PD.1764579849/html · 48PM-04PD "48PM Ultra High Efficiency Single Package Gas Heating/Electric Cooling Commercial Rooftop Units with Puron" and "50PG Ultra High Efficiency Single Package Electric Cooling with Optional Electric Heat Commercial Rooftop Units": https://autodocbox.com/amp/73141967-Performance_Vehicles/48pm-ultra-high-efficiency-single-package-gas-heating-electric-cooling-commercial-rooftop-units-with-puron.html · user\'s information manual "48HG14--28, 48HJ20--28, 48PG20--28, 48PM16--28 Gas Heating/Electric Cooling Unit": http://somanualss.com/html/e1/Carrier-48PG20--28-User-Manual.html';
/** Series → the description its title gives. */
const CENTURION: Readonly<Record<string, string>> = {
  '48PG': 'Centurion ultra high efficiency rooftop, gas heat / electric cooling',
  '50PG': 'Centurion ultra high efficiency rooftop, electric cooling (optional electric heat)',
  '48PM': 'ultra high efficiency rooftop, gas heat / electric cooling',
  '48HG': 'rooftop with ComfortLink control, gas heat / electric cooling',
};
const CENTURION_SIZES = new Set(['03', '04', '05', '06', '07', '08', '09', '12', '14', '16', '20', '24', '28']);
const CENTURION_KEY = /^(48PG|50PG|48PM|48HG)-*([A-Z]{1,2})-*(\d{2})(?![0-9])([A-Z0-9-]{0,16})$/;
const HC_KEY_SOURCE =
  'Carrier 50HC installation instructions, Appendix I model number nomenclature (nominal cooling capacity 04 = 3 ton … 14 = 12.5 ton): https://www.easymanua.ls/carrier/50hc-series/manual?p=48 · titles "48KC Gas Heat/Electric Cooling Single Packaged Rooftop 14 SEER 3 to 5 Nominal Tons", "50KCQ Packaged Heat Pump 14 SEER 3 to 5 Nominal Tons", "48LC … 3 to 5 Nominal Tons", "48LC Sizes 07-12 … 6 to 10 Nominal Tons", "50TCQ Packaged Heat Pump 3 to 12.5 Nominal Tons", "50HCQ … Packaged Rooftop Heat Pump Units 3 to 10 Tons": https://homedocbox.com/amp/124907970-Appliances/Product-data-48tc-gas-heat-electric-cooling-packaged-rooftop-15-to-27-5-nominal-tons-unit-shown-with-economizer-and-power-exhaust.html';
const HC_TONS: Readonly<Record<string, number>> = { '04': 3, '05': 4, '06': 5, '07': 6, '08': 7.5, '09': 8.5, '11': 10, '12': 10, '14': 12.5 };
/** Series (with Q for the heat pumps) → the sizes its title spans. */
const SHORT_SIZES: Readonly<Record<string, readonly string[]>> = {
  TC: ['04', '05', '06', '07', '08', '09', '12', '14'],
  HC: ['04', '05', '06', '07', '08', '09', '11', '12', '14'],
  KC: ['04', '05', '06'],
  LC: ['04', '05', '06', '07', '08', '09', '11', '12'],
  FC: ['04', '05', '06', '07'],
  TCQ: ['04', '05', '06', '07', '08', '09', '12', '14'],
  HCQ: ['04', '05', '06', '07', '08', '09', '12'],
  KCQ: ['04', '05', '06'],
};
const SERIES_SIZE = /^(48|50)([THKLF]C)(Q?)-?(\d{2})$/;
const AU_SHORT_SOURCE =
  'Carrier 38AUD/38AUZ installation instructions, Fig. 1 model number nomenclature (16 = 15 tons, 25 = 20 tons): https://www.easymanua.ls/carrier/38aud-16-series/manual?p=4 · 38AUZ/38AUD product data 6 to 20 nominal tons: https://businessdocbox.com/amp/66941099-Logistics/Product-data-38auz-38aud-60-hz-air-cooled-condensing-unit-puronr-r-410a-refrigerant-6to20nominaltons-features-benefits.html · 38AUQ07-25 heat pump outdoor unit product data: https://vdocuments.us/product-data-sigler-commer-25-heat-pump-outdoor-unit-split-system-with-puron.html';
const AU_SHORT_TONS: Readonly<Record<string, number>> = { '07': 6, '08': 7.5, '09': 8.5, '12': 10, '14': 12.5, '16': 15, '25': 20 };
const AU_SHORT = /^38AU([DZQ])-?(\d{2})$/;
const APPLIED_SIZES = new Set(['020', '025', '027', '030', '035', '040', '050', '060']);
const APPLIED = /^(48|50)A([2-7])-*([A-Z]?)-*(\d{3})(?![0-9])([A-Z0-9-]{0,20})$/;

const weatherMasterGc: NomenclatureRule = {
  id: 'carrier.weathermaster-48-50gc',
  family: 'carrier',
  brands: CARRIER,
  unambiguousWithoutBrand: false,
  firstChars: '45',
  decode(model, brand) {
    if (!brandIn(CARRIER, brand)) return null;
    const m = GC.exec(model);
    if (!m) return null;
    const [, fam = '', letters = '', size = ''] = m;
    const heatPump = letters.startsWith('Q');
    if (heatPump && fam !== '50') return null; // the heat pump is 50GCQ only
    const t = GC_TONS[size];
    if (t === undefined) return null;
    const kind = heatPump ? 'packaged rooftop heat pump' : fam === '48' ? 'packaged rooftop, gas heat / electric cooling' : 'packaged rooftop, electric cooling (optional electric heat)';
    return decodeOf('carrier', 'Carrier', model, {
      type: 'packaged units',
      series: heatPump ? '50GCQ' : `${fam}GC`,
      fields: { cooling_capacity_tons: t, cooling_capacity_kbtuh: t * 12, refrigerant: 'R-410A' },
      description: `WeatherMaster ${kind}`,
      evidence: 'src',
      rule: 'Carrier WeatherMaster 48 / 50 GC: series · option letters (Q heat pump) · cooling tons 04 / 05 / 06',
      source: GC_SOURCE,
    });
  },
};

const appliedA: NomenclatureRule = {
  id: 'carrier.weathermaker-applied-48-50a',
  family: 'carrier',
  brands: CARRIER,
  unambiguousWithoutBrand: false,
  firstChars: '45',
  decode(model, brand) {
    if (!brandIn(CARRIER, brand)) return null;
    const m = APPLIED.exec(model);
    if (!m) return null;
    const [, fam = '', arrangement = '', , size = ''] = m;
    if (!APPLIED_SIZES.has(size)) return null;
    const flow = arrangement === '4' || arrangement === '5' ? 'dedicated horizontal supply/return' : 'dedicated vertical supply/return';
    return decodeOf('carrier', 'Carrier', model, {
      type: 'packaged units',
      series: `${fam}A${arrangement}`,
      fields: {},
      description: `WeatherMaker applied rooftop, ${fam === '48' ? 'gas heat / electric cooling' : 'electric cooling (optional electric heat)'}, ${flow}, 20–60 tons (size not read)`,
      evidence: 'pattern',
      rule: 'Carrier WeatherMaker 48 / 50 A2–A7 applied rooftop: series · arrangement digit · size 020–060 (type only)',
      source: A_SOURCE,
    });
  },
};

const EJ_SOURCE =
  'Carrier title "48/50EJ,EK,EW,EY038, 044, 048 Single-Package Cooling Units Variable Volume Constant Volume Factory-Installed Optional Heat", as listed on: https://docplayer.net/amp/20888333-T-class-rooftop-units-60-hz-bulletin-no-210392-august-2007-supersedes-may-2007.html';
// 48 / 50 · EJ / EK / EW / EY · [one option letter] · the title's sizes · options.
const LARGE_E = /^(48|50)(E[JKWY])[A-Z]?(038|044|048)(?![0-9])[A-Z0-9-]{0,16}$/;

const largeE: NomenclatureRule = {
  id: 'carrier.single-package-48-50-ej-ek-ew-ey',
  family: 'carrier',
  brands: CARRIER,
  unambiguousWithoutBrand: false,
  firstChars: '45',
  decode(model, brand) {
    if (!brandIn(CARRIER, brand) || model.charCodeAt(2) !== 69 /* E */) return null;
    const m = LARGE_E.exec(model);
    if (!m) return null;
    const [, fam = '', series = ''] = m;
    return decodeOf('carrier', 'Carrier', model, {
      type: 'packaged units',
      series: `${fam}${series}`,
      fields: {},
      description: `single-package cooling unit, ${fam === '48' ? 'gas heat' : 'electric cooling (optional heat)'}, variable or constant volume (size not read)`,
      evidence: 'pattern',
      rule: 'Carrier 48 / 50 EJ / EK / EW / EY single-package cooling units: series · size 038 / 044 / 048 (type only)',
      source: EJ_SOURCE,
    });
  },
};

const centurion: NomenclatureRule = {
  id: 'carrier.centurion-48-50pg-48pm-48hg',
  family: 'carrier',
  brands: CARRIER,
  unambiguousWithoutBrand: false,
  firstChars: '45',
  decode(model, brand) {
    if (!brandIn(CARRIER, brand)) return null;
    const m = CENTURION_KEY.exec(model);
    if (!m) return null;
    const [, series = '', , size = ''] = m;
    const description = CENTURION[series];
    if (description === undefined || !CENTURION_SIZES.has(size)) return null;
    return decodeOf('carrier', 'Carrier', model, {
      type: 'packaged units',
      series,
      fields: {},
      description: `${description} (size not read)`,
      evidence: 'pattern',
      rule: 'Carrier 48PG / 50PG / 48PM / 48HG rooftops: series · letters · size 03–28 (type only, from the product data titles)',
      source: CENTURION_SOURCE,
    });
  },
};

const seriesSizeShort: NomenclatureRule = {
  id: 'carrier.rooftop-series-size-written-short',
  family: 'carrier',
  brands: CARRIER,
  unambiguousWithoutBrand: false,
  firstChars: '45',
  decode(model, brand) {
    if (!brandIn(CARRIER, brand)) return null;
    const m = SERIES_SIZE.exec(model);
    if (!m) return null;
    const [, fam = '', series = '', q = '', size = ''] = m;
    if (q === 'Q' && fam !== '50') return null;
    const t = HC_TONS[size];
    if (t === undefined || !SHORT_SIZES[`${series}${q}`]?.includes(size)) return null;
    return decodeOf('carrier', 'Carrier', model, {
      type: 'packaged units',
      series: `${fam}${series}`,
      fields: { cooling_capacity_tons: t, cooling_capacity_kbtuh: t * 12 },
      description: q === 'Q' ? 'packaged rooftop heat pump' : fam === '48' ? 'packaged rooftop, gas heat / electric cooling' : 'packaged rooftop, cooling only / electric heat',
      evidence: 'pattern',
      rule: 'Carrier 48 / 50 TC, HC, KC, LC, FC written series · size (the option letters left out): tons from the 50HC key table',
      source: HC_KEY_SOURCE,
    });
  },
};

const au38WrittenShort: NomenclatureRule = {
  id: 'carrier.38au-written-without-option',
  family: 'carrier',
  brands: CARRIER,
  unambiguousWithoutBrand: false,
  firstChars: '3',
  decode(model, brand) {
    if (!brandIn(CARRIER, brand)) return null;
    const m = AU_SHORT.exec(model);
    if (!m) return null;
    const [, coil = '', size = ''] = m;
    const t = AU_SHORT_TONS[size];
    if (t === undefined) return null;
    const heatPump = coil === 'Q';
    return decodeOf('carrier', 'Carrier', model, {
      type: heatPump ? 'heat pumps' : 'air conditioners',
      series: `38AU${coil}`,
      fields: { cooling_capacity_tons: t, cooling_capacity_kbtuh: t * 12, refrigerant: 'R-410A' },
      description: heatPump ? 'commercial split system heat pump outdoor unit' : `commercial air-cooled condensing unit, ${coil === 'D' ? 'dual' : 'single'} circuit`,
      evidence: 'pattern',
      rule: 'Carrier 38AU condensing units written 38AU · D / Z / Q · nominal tonnage (the option letter left out)',
      source: AU_SHORT_SOURCE,
    });
  },
};

export const CARRIER_WEATHERMASTER_GC_AND_APPLIED_A_RULES: readonly NomenclatureRule[] = [weatherMasterGc, appliedA, centurion, seriesSizeShort, au38WrittenShort, largeE];
