// More European air-to-water and ground-source heat-pump lines (not in RULES.md): Hitachi Yutaki, Toshiba Estia,
// Midea M thermal monobloc, Tecalor TTF / THZ (Stiebel Eltron's sister brand), Vaillant product names written
// alone, Dimplex, alpha innotec and Grant Aerona³. Each line below is one heat source by its maker's documents; the capacity is read only where the
// designation prints the kW (Toshiba Estia outdoor units, Midea M thermal), never from an indoor unit's class.
import type { DecodedFields, EvidenceTag, NomenclatureFamily, NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';

type HpType = 'heat pumps' | 'geothermal heat pumps';

function hp(family: NomenclatureFamily, brands: readonly string[], brand: string, model: string, series: string, type: HpType, fields: DecodedFields, description: string, evidence: EvidenceTag, rule: string, source: string) {
  return decodeOf(family, pickBrand(brands, brand), model, { type, series, fields, description, evidence, rule, source });
}

// --- Hitachi Yutaki: split outdoor RAS-(2-10)WH(V)NP(E); split indoor Yutaki S RWM-(2.0-10.0)NE (R32 generation
// RWM-1.5R1E / R3E), earlier RWM-(H)FSN3E / AquaFREE RWM-(3~5)FSN1E; Yutaki SCombi RWD-(2.0-6.0)NW(S)E-(200/260)S(-K);
// Yutaki S80 RWH-(4.0-6.0)(V)NF(W)E; monobloc Yutaki M RASM-(3-6)(V)NE. The number is Hitachi's horsepower class,
// not kW, so no capacity is read.
const HITACHI = ['Hitachi'] as const;
const HITACHI_SOURCE =
  'Hitachi YUTAKI SERIES Technical Catalogue TCGB0098 rev.0 04/2016 (RAS-(2-10)WH(V)NP(E), RWM-(2.0-10.0)NE, RWD-(2.0-6.0)NW(S)E-(200/260)S(-K), RWH-(4.0-6.0)(V)NF(W)E, RASM-(3-6)(V)NE): https://fdocument.org/document/hitachi-yutaki-series-2016-.html; YUTAKI S Series RWM-1.5R1E / R3E manual: https://www.manualslib.com/manual/3640420/Hitachi-Yutaki-S-Series.html; AquaFREE TCGB0042 RWM-(3~5)FSN1E: https://www.yumpu.com/en/document/view/31798531/aquafree-system-airconwarehousecom';
const HITACHI_RULE = 'Hitachi Yutaki (not in RULES.md): unit prefix (RAS-…WH / RASM / RWM / RWD / RWH) · HP class · letters (type only)';
const YUTAKI_OUT = /^RAS-?(\d{1,2})WHV?NPE?\d?$/;
const YUTAKI_MONO = /^RASM-?(\d)V?NE\d?$/;
const YUTAKI_S = /^RWM-?(\d{1,2}(?:\.\d)?)(?:NE|R[13][EN]|FSN\dE)\d?(?:-[A-Z0-9.()]{1,8})?$/;
const YUTAKI_SCOMBI = /^RWD-?(\d\.\d)NWS?E-?(?:200|260)S(?:-K)?$/;
const YUTAKI_S80 = /^RWH-?(\d\.\d)V?NFW?E$/;

function hitachiClass(code: string, low: number, high: number): boolean {
  const n = Number(code);
  return n >= low && n <= high;
}

export const hitachiYutaki: NomenclatureRule = {
  id: 'hitachi.yutaki',
  family: 'heat_pump_other',
  brands: HITACHI,
  unambiguousWithoutBrand: false,
  firstChars: 'R',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 82) return null;
    const yutaki = (series: string, description: string) => hp('heat_pump_other', HITACHI, brand, model, series, 'heat pumps', {}, description, 'pattern', HITACHI_RULE, HITACHI_SOURCE);
    const c1 = model.charCodeAt(1);
    if (c1 === 65) {
      // RA…
      const o = YUTAKI_OUT.exec(model);
      if (o) return hitachiClass(o[1]!, 2, 10) ? yutaki('Yutaki RAS-WH', 'Hitachi Yutaki split outdoor unit (air-to-water)') : null;
      const m = YUTAKI_MONO.exec(model);
      if (m) return hitachiClass(m[1]!, 3, 6) ? yutaki('Yutaki M', 'Hitachi Yutaki M monobloc air-to-water heat pump') : null;
      return null;
    }
    if (c1 !== 87) return null;
    // RW…
    const s = YUTAKI_S.exec(model);
    if (s) return hitachiClass(s[1]!, 1.5, 10) ? yutaki('Yutaki S', 'Hitachi Yutaki S split indoor (hydro) unit') : null;
    const c = YUTAKI_SCOMBI.exec(model);
    if (c) return hitachiClass(c[1]!, 2, 6) ? yutaki('Yutaki SCombi', 'Hitachi Yutaki SCombi split indoor unit with domestic hot water tank') : null;
    const h = YUTAKI_S80.exec(model);
    if (h) return hitachiClass(h[1]!, 4, 6) ? yutaki('Yutaki S80', 'Hitachi Yutaki S80 high-temperature split indoor unit') : null;
    return null;
  },
};

// --- Toshiba Estia: HWS- (R410A) / HWT- (R32) + P (powerful) + nominal heating output in tenths of kW (2-3 digits:
// 45 = 4.5 kW, 80 = 8 kW, 110 = 11 kW) + generation digit + H outdoor unit (H8 = 3-phase, R = cold-region) or XWH
// hydro unit (M3 / T6 / D6 / T9 backup heater) + -E. A hydro unit's number names the outdoor units it pairs with
// (HWS-1403XWH… serves 11 and 14 kW), so its capacity is not read. CSH hot-water cylinders are not read.
const TOSHIBA = ['Toshiba'] as const;
const TOSHIBA_SOURCE =
  'Toshiba Air to Water Heat Pump Engineering Data Book E10-371 (hydro units HWS-803XWHM3-E … HWS-1403XWHT9-E, outdoor units HWS-803H-E, HWS-1103H-E, HWS-1403H-E, HWS-1603H8R-E): https://manuzoid.com/manuals/yJ2kW-Toshiba%20HWS-1603H8R-E%20Owner\'s%20manual; Toshiba R32 Air to Water Heat Pump outdoor unit installation manual ("4kW model (HWT-40) HWT-401HW-E … 14kW model (HWT-140) HWT-1401H8RW-E"): https://scribd.com/document/719662688/IM-HWT-401-601-801-1101-1401-HW-H8W-E-EN';
const TOSHIBA_RULE = 'Toshiba Estia (not in RULES.md): HWS/HWT · P · kW×10 · generation · H outdoor / XWH hydro unit · -E';
const ESTIA = /^HW([ST])-?(P)?(\d{2,3})(\d)(H|XWH)([A-Z0-9]{0,5})-?E\d?(?:\(?TR\)?|-?UK)?$/;
const ESTIA_KW = new Set([4, 4.5, 6, 8, 10, 11, 14, 16]);

export const toshibaEstia: NomenclatureRule = {
  id: 'toshiba.estia',
  family: 'heat_pump_other',
  brands: TOSHIBA,
  unambiguousWithoutBrand: false,
  firstChars: 'H',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 72 || model.charCodeAt(1) !== 87) return null;
    const m = ESTIA.exec(model);
    if (!m) return null;
    const [, gas = '', , digits = '', , unit = ''] = m;
    const kw = Number(digits) / 10;
    if (!ESTIA_KW.has(kw)) return null;
    const outdoor = unit === 'H';
    const fields: DecodedFields = outdoor ? { heating_capacity_kw: kw } : {};
    return hp('heat_pump_other', TOSHIBA, brand, model, `Estia HW${gas}`, 'heat pumps', fields, outdoor ? 'Toshiba Estia split outdoor unit (air-to-water)' : 'Toshiba Estia hydro (indoor) unit', 'pattern', TOSHIBA_RULE, TOSHIBA_SOURCE);
  },
};

// --- Midea M thermal monobloc: MHC-V + heating capacity kW (4-16) + W / D2N8 or D2RN8 + -B
// (MHC-V10W/D2N8-B = 10 kW).
const MIDEA = ['Midea'] as const;
const MIDEA_SOURCE =
  'Midea M thermal Mono Series Service Manual 202004, Table 1-1.1 capacity range (4 kW … 16 kW = V4W … V16W, MHC-*/D2N8): https://www.scribd.com/document/726497736/m-thermal-mono-series';
const M_THERMAL = /^MHC-?V(\d{1,2})W\/?D2R?N8(?:-?[A-Z]\d?)?$/;
const M_THERMAL_KW = new Set([4, 6, 8, 10, 12, 14, 16, 18]);

export const mideaMThermal: NomenclatureRule = {
  id: 'midea.m-thermal-mono',
  family: 'midea',
  brands: MIDEA,
  unambiguousWithoutBrand: false,
  firstChars: 'M',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 77 || model.charCodeAt(1) !== 72) return null;
    const m = M_THERMAL.exec(model);
    if (!m) return null;
    const kw = Number(m[1]);
    if (!M_THERMAL_KW.has(kw)) return null;
    return hp('midea', MIDEA, brand, model, 'M thermal Mono', 'heat pumps', { heating_capacity_kw: kw }, 'Midea M thermal monobloc air-to-water heat pump', 'src', 'Midea M thermal Mono (not in RULES.md): MHC-V · kW · W/D2N8', MIDEA_SOURCE);
  },
};

// --- Tecalor (Stiebel Eltron's sister brand): TTF Sole/Wasser-Wärmepumpe (brine/water), THZ integral units with
// an air/water heat pump (the counterpart of Stiebel Eltron LWZ). The TTF size number is not read.
const TECALOR = ['Tecalor'] as const;
const TECALOR_SOURCE =
  'tecalor "Bedienung und Installation TTF Sole | Wasser-Wärmepumpe TTF 20 … TTF 66, TTF 27 HT": http://manualzilla.com/doc/6785423/wasser-w%C3%A4rmepumpe-ttf-20-66--pdf-5-mb-; tecalor TTF 33.5 … 87.5 Sole-Wasser-Wärmepumpe: https://9dok.net/document/z3d2rgn7-ttf-sole-wasser-w%C3%A4rmepumpe.html; tecalor THZ 404 flex Bedienung und Installation (Wärmepumpe, Verdichterbetrieb): https://www.manualslib.de/manual/62652/Tecalor-Thz-404-Flex.html';
const TECALOR_MODEL = /^(TTF|THZ)-?(\d{1,3})(?:[.,]\d)?(?:HT|ECO|SOL|FLEX|FLEXCOOL|COOL|PREMIUM|S)*$/;

export const tecalorHeatPumps: NomenclatureRule = {
  id: 'tecalor.heat-pumps',
  family: 'stiebel_eltron',
  brands: TECALOR,
  unambiguousWithoutBrand: false,
  firstChars: 'T',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 84) return null;
    const m = TECALOR_MODEL.exec(model);
    if (!m) return null;
    const ground = m[1] === 'TTF';
    return hp('stiebel_eltron', TECALOR, brand, model, m[1]!, ground ? 'geothermal heat pumps' : 'heat pumps', {}, ground ? 'tecalor brine/water (ground source) heat pump' : 'tecalor integral unit with air/water heat pump', 'pattern', 'tecalor (not in RULES.md): TTF brine/water, THZ integral air/water · size (type only)', TECALOR_SOURCE);
  },
};

// --- Vaillant product names written without the VWL / VWS designation: aroTHERM (plus / split / pure) is
// Vaillant's air/water line (VWL … A), geoTHERM (plus / exclusive) its brine/water line (VWS).
const VAILLANT = ['Vaillant'] as const;
const VAILLANT_SOURCE =
  'Vaillant aroTHERM plus VWL 105/6 A 230V … VWL 125/6 A installation manual 0020326638_01 (air/water heat pump): https://manuzoid.pl/manuals/kYogQ-Vaillant%20aroTHERM%20plus%20Instrukcja%20obs%C5%82ugi; Vaillant geoTHERM plus VWS Installationsanleitung (Sole/Wasser): https://docplayer.org/amp/19324492';
const VAILLANT_NAME = /^(AROTHERM(?:PLUS|SPLIT|PURE)?|GEOTHERM(?:PLUS|EXCLUSIV|EXCLUSIVE)?)$/;

export const vaillantHeatPumpNames: NomenclatureRule = {
  id: 'vaillant.heat-pump-names',
  family: 'vaillant',
  brands: VAILLANT,
  unambiguousWithoutBrand: false,
  firstChars: 'AG',
  decode(model, brand) {
    const m = VAILLANT_NAME.exec(model);
    if (!m) return null;
    const ground = m[1]!.startsWith('GEO');
    return hp('vaillant', VAILLANT, brand, model, m[1]!, ground ? 'geothermal heat pumps' : 'heat pumps', {}, ground ? 'Vaillant geoTHERM brine/water (ground source) heat pump' : 'Vaillant aroTHERM air/water heat pump', 'pattern', 'Vaillant product name (not in RULES.md): aroTHERM air/water, geoTHERM brine/water (series only)', VAILLANT_SOURCE);
  },
};


// --- Dimplex (Glen Dimplex Thermal Solutions): LA Luft/Wasser für Außenaufstellung, LI Luft/Wasser für
// Innenaufstellung, SI Sole/Wasser, WI Wasser/Wasser (Innenaufstellung) + size + letters (LA 25TU-2, LA 35TBS,
// LI 11TES, SI 17TE, WI 18TU). The size number is not read.
const DIMPLEX = ['Dimplex'] as const;
const DIMPLEX_SOURCE =
  'Dimplex LA 25TU-2 / LA 40TU-2 Montage- und Gebrauchsanweisung "Luft/Wasser-Wärmepumpe für Außenaufstellung": https://manualmachine.com/dimplex/la25tu2/21579214-installation-and-operating-instruction; Dimplex LI 11TES (Luft/Wasser): https://manualslib.de/manual/118689/Dimplex-Li11Tes.html; Dimplex SI 17 TE "Sole/Wasser-Wärmepumpe für Innenaufstellung": https://gebruikershandleiding.com/Dimplex-SI-14TE/preview-handleiding-1026556.html; Dimplex WI 10TU … WI 22TU "Wasser-Wasser-Wärmepumpe für Innenaufstellung": https://manuzoid.com.de/manuals/NJOlb-Dimplex%20WI%2018TU%20Installation%20and%20Operating%20Instruction';
const DIMPLEX_MODEL = /^(LA|LI|SI|WI)(\d{1,3})(?:[A-Z]{1,2}-?)?(TU|TUR|TBS|TAS|TE|TES|TER|TAC|IM|AS|ME|MR|PS)(?:-?\d)?$/;

export const dimplexHeatPumps: NomenclatureRule = {
  id: 'dimplex.heat-pumps',
  family: 'heat_pump_other',
  brands: DIMPLEX,
  unambiguousWithoutBrand: false,
  firstChars: 'LSW',
  decode(model, brand) {
    const m = DIMPLEX_MODEL.exec(model);
    if (!m) return null;
    const code = m[1]!;
    const ground = code === 'SI' || code === 'WI';
    const description = code === 'LA' ? 'Dimplex air/water heat pump for outdoor installation' : code === 'LI' ? 'Dimplex air/water heat pump for indoor installation' : code === 'SI' ? 'Dimplex brine/water (ground source) heat pump' : 'Dimplex water/water heat pump';
    return hp('heat_pump_other', DIMPLEX, brand, model, code, ground ? 'geothermal heat pumps' : 'heat pumps', {}, description, 'pattern', 'Dimplex (not in RULES.md): LA / LI air, SI brine, WI water · size · letters (type only)', DIMPLEX_SOURCE);
  },
};

// --- alpha innotec (ait-deutschland): the first letter names the heat source, the second the heated water: LW…
// Luft/Wasser (LW 101 … LW 310, LWD dual outdoor, LWC, LWV, LWAV), SW… Sole/Wasser (SWC compact, SWP
// professional), WW… / WZW Wasser/Wasser. The size number is not read.
const ALPHA = ['Alpha Innotec'] as const;
const ALPHA_SOURCE =
  'alpha innotec operating manuals: LW 101 – LW 121 "Air/Water Heat Pumps, indoor installation" 83054300eUK: https://www.scribd.com/document/707271169/manual-400-V-2; SWC-Serie "Sole/Wasser Compact" 83050000dDE: https://manualzilla.com/doc/6773565/compact-sole---wasser---alpha; SWP-Serie "Sole/Wasser-Wärmepumpen Professionell" 83050900cDE: https://fdokument.com/document/betriebsanleitung-alpha-2016-03-11-2-technische-nderungen-vorbehalten-83050900cde.html; WZW … K "Wasser/Wasser": https://9dok.net/document/zwv4ovgg-wasser-wasser-w%C3%A4rmepumpen.html';
const ALPHA_MODEL = /^(LWD|LWC|LWV|LWAV|LWP|LW|SWC|SWP|SW|WWC|WWP|WZW|WW)(\d{2,3})(?:[A-Z]{0,3}\d?)?(?:\([A-Z]\))?(?:-\d{1,2})?$/;

export const alphaInnotecHeatPumps: NomenclatureRule = {
  id: 'alpha-innotec.heat-pumps',
  family: 'heat_pump_other',
  brands: ALPHA,
  unambiguousWithoutBrand: false,
  firstChars: 'LSW',
  decode(model, brand) {
    const m = ALPHA_MODEL.exec(model);
    if (!m) return null;
    const code = m[1]!;
    const air = code.charCodeAt(0) === 76;
    const description = air ? 'alpha innotec air/water heat pump' : code.charCodeAt(0) === 83 ? 'alpha innotec brine/water (ground source) heat pump' : 'alpha innotec water/water heat pump';
    return hp('heat_pump_other', ALPHA, brand, model, code, air ? 'heat pumps' : 'geothermal heat pumps', {}, description, 'pattern', 'alpha innotec (not in RULES.md): L/S/W heat source · W · line letter · size (type only)', ALPHA_SOURCE);
  },
};

// --- Grant Aerona³ R32 (Grant UK / Ireland): product code HPID + size + R32 (HPID6R32, HPID10R32, HPID13R32,
// HPID17R32), an air-to-water monobloc. The size is not read as kW (the output table was not in reach).
const GRANT = ['Grant'] as const;
const GRANT_SOURCE =
  'Grant Aerona³ Air to Water High Efficiency Heat Pump Range, Installation and Servicing Instructions UK DOC 0136 Rev 1.6 October 2019 (product codes HPID6R32, HPID10R32, HPID13R32, HPID17R32): https://www.scribd.com/document/535250353/grant-aerona-r32-installer-uk-doc-0136-rev-1-6-oct-2019';
const GRANT_MODEL = /^(?:AERONA3?)?HPID(6|10|13|17)R32$/;

export const grantAerona: NomenclatureRule = {
  id: 'grant.aerona',
  family: 'heat_pump_other',
  brands: GRANT,
  unambiguousWithoutBrand: false,
  firstChars: 'HA',
  decode(model, brand) {
    if (!GRANT_MODEL.test(model)) return null;
    return hp('heat_pump_other', GRANT, brand, model, 'Aerona3 HPID', 'heat pumps', { refrigerant: 'R-32' }, 'Grant Aerona³ air-to-water monobloc heat pump', 'src', 'Grant Aerona³ (not in RULES.md): HPID · size · R32', GRANT_SOURCE);
  },
};

export const HEAT_PUMPS_EUROPE_MORE_RULES: readonly NomenclatureRule[] = [hitachiYutaki, toshibaEstia, mideaMThermal, tecalorHeatPumps, vaillantHeatPumpNames, dimplexHeatPumps, alphaInnotecHeatPumps, grantAerona];
