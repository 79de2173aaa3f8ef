// A. O. Smith group (A. O. Smith, State, American, Reliance, Lochinvar) water-heater nomenclature,
// RULES.md §10.1: gallons, warranty years and input, told apart by position. Sources: RULES.md §13 S124, S125.
import type { DecodedFields, EvidenceTag, NomenclatureRule } from '../types';
import { cite, decodeOf, pickBrand } from '../kit/rule-kit';

const BRANDS = ['A. O. Smith', 'State', 'American', 'Reliance', 'Lochinvar'] as const;

function gallonsOk(gal: number): boolean {
  return gal >= 20 && gal <= 120;
}

// GP6 40YPCT 100 / 12 50GPC T 100 / 10-50-DHPHT: (GP) · warranty years · gallons · line letters; the trailing 100/200 is a series number.
const RESIDENTIAL = /^(GP)?(6|8|9|10|12)-?(\d\d)-?([A-Z]{2,6})/;
// PCG2J5040T3NOV: 50 gal, 40 kBtu/h, T = tall.
const PCG = /^PCG\d[A-Z](\d\d)(\d\d)T/;
// GAHH 40 100: 40 gal.
const GAHH = /^GAHH(\d\d)/;
// DEL-6 … DEL-50, DEN-30 … DEN-120: commercial electric, number ≈ gallons; the table rounds DEN-52 to 50 and DEN-120 to 119 gal.
const DEL_DEN = /^DE([LN])-?(\d{1,3})(?![0-9])/;
const DEN_GALLONS: Record<string, number> = { '52': 50, '120': 119 };
// GCR-50, GCV-40, GPVL-50, ECT-52, HPTU-50N: residential line letters · nominal gallons. The group's
// commercial lines whose number is an input (BTR-199, BTH-250, …) are not in this list. A trailing
// 100/200/300 is the series number (§10.1), written run-on when spaces are dropped (HPTA-50 200).
const LINE_GALLONS = /^(GCVL|GCVX|GCVH|GCVT|GCV|GCR|GCG|GCF|GPVL|GPVH|GPVX|GPHE|GDHE|GPSH|FPSH|FPS|FPTU|ECT|ECS|ENS|ENT|EES|HPTU|HPTS|HPTA|HPSX|HETF)-?(1[0-2]\d|\d\d)(?:(?=[1-5]0\d(?![0-9]))|(?=\d$)|(?![0-9]))/;
/** Heat-pump ("Voltex"/hybrid) and electric lines: electric whatever the suffix; gas lines leave fuel to the suffix (natural/LP). */
export const ELECTRIC_LINE = /^(E|HP|HE|FP)/;
// GS6 40 YBPDT (State), HPS10-50H45DV, EE9-40R55DV, ES6 52 DORS: line letters · warranty years · gallons ·
// height (T/H tall, S/R short) and input/element letters — the §10.1 warranty · gallons key after a line prefix.
// The suffix is a revision block (RULES.md §0.1): the heat-pump lines are also written without it when hyphenated (HPS10-50).
// HPV10-50H01DV / HPV10-66H01DV / HPV10-80H01DV: A. O. Smith iCOMM heat-pump models listed beside HPS10-50H45DV (https://github.com/bdr99/py-aosmith).
const WARRANTY_LINE = /^(GS|GP|GT|GN|G|ES|EN|EE|E|HPSN|HPS|HPV|HPA)(6|8|9|10|12)(?:-?(\d\d)(?=[A-Z])|-(\d\d)(?<=^HP[A-Z]{1,3}\d{1,2}-\d\d)$)/;

const RULE = '§10.1 A. O. Smith group water heaters (GP6-40YPCT, 12-50GPC, DEN-52, PCG2J5040T3NOV)';

function tank(model: string, brand: string, series: string, fields: DecodedFields, evidence: EvidenceTag, source: string) {
  return decodeOf('aosmith', pickBrand(BRANDS, brand), model, { type: 'water heaters', series, fields, evidence, rule: RULE, source });
}

export const RESIDENTIAL_SOURCE = cite('S124');
export const LINE_SOURCE =
  'HPTS-40/50/66/80 = 40/50/66/80 gal A. O. Smith HPTS (CSE dhwheater-doc AOSmithHPTS*: https://github.com/cse-sim/cse/pull/516); RULES.md §10.1 (line · gallons reading unconfirmed for most lines); HPTU-50N stated as a 50-gallon heat pump water heater: https://engineerfix.com/a-complete-owners-guide-to-the-a-o-smith-hptu-50n';

export const aosmithWaterHeater: NomenclatureRule = {
  id: 'aosmith.water-heater',
  family: 'aosmith',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: '0123456789GPDEHF',
  decode(model, brand) {
    const c0 = model.charCodeAt(0);
    const residentialSource = RESIDENTIAL_SOURCE;
    if (c0 >= 48 && c0 <= 57) {
      const m = RESIDENTIAL.exec(model);
      if (!m || !gallonsOk(Number(m[3]))) return null;
      return tank(model, brand, m[4] ?? '', { tank_capacity_gallons: Number(m[3]) }, 'pattern', residentialSource);
    }
    if (c0 === 71) {
      // G: GP6… residential, GAHH, GCR/GCV/GPVL.
      const m = RESIDENTIAL.exec(model);
      if (m && gallonsOk(Number(m[3]))) return tank(model, brand, `GP ${m[4] ?? ''}`, { tank_capacity_gallons: Number(m[3]) }, 'pattern', residentialSource);
      const g = GAHH.exec(model);
      if (g && gallonsOk(Number(g[1]))) return tank(model, brand, 'GAHH', { tank_capacity_gallons: Number(g[1]) }, 'pattern', residentialSource);
    }
    if (c0 === 80) {
      const p = PCG.exec(model);
      if (!p || !gallonsOk(Number(p[1]))) return null;
      return tank(model, brand, 'PCG', { tank_capacity_gallons: Number(p[1]), heating_input_kbtuh: Number(p[2]) }, 'pattern', residentialSource);
    }
    if (c0 === 68) {
      const d = DEL_DEN.exec(model);
      if (!d) return null;
      const [, line = '', number = ''] = d;
      const n = Number(number);
      if (n < 6 || n > 120) return null;
      const stated = line === 'N' ? DEN_GALLONS[number] : undefined;
      return tank(model, brand, `DE${line}`, { tank_capacity_gallons: stated ?? n, fuel: 'electric' }, stated === undefined ? 'pattern' : 'src', cite('S125'));
    }
    if (c0 !== 71 && c0 !== 69 && c0 !== 72 && c0 !== 70) return null; // G, E, H, F
    const l = LINE_GALLONS.exec(model);
    if (l && gallonsOk(Number(l[2]))) {
      const line = l[1] ?? '';
      const fields: DecodedFields = { tank_capacity_gallons: Number(l[2]) };
      if (ELECTRIC_LINE.test(line)) fields.fuel = 'electric';
      return tank(model, brand, line, fields, 'unconfirmed', LINE_SOURCE);
    }
    const w = WARRANTY_LINE.exec(model);
    const wGallons = w === null ? 0 : Number(w[3] ?? w[4]);
    if (w && gallonsOk(wGallons)) {
      const line = w[1] ?? '';
      const fields: DecodedFields = { tank_capacity_gallons: wGallons };
      if (ELECTRIC_LINE.test(line)) fields.fuel = 'electric';
      return tank(model, brand, `${line}${w[2] ?? ''}`, fields, 'pattern', residentialSource);
    }
    return null;
  },
};

// Further A. O. Smith-group lines, read from the ENERGY STAR Certified Water Heaters / Boilers rows (model, type,
// storage volume, input): each shape covers the listed rows of its line with the numbers as the rows state them.
const ES_SOURCE =
  'ENERGY STAR Certified Water Heaters / Boilers lists (A. O. Smith, State, American, Reliance, Lochinvar rows with type, storage volume and input), shipped as shared/data/catalog/raw: https://www.energystar.gov/productfinder/';

/** A. O. Smith commercial gas manuals by model (BT-80/100, BTN 120 thru 400, BTI-80/100, BTF-75, BTR(C) 120 thru 500). */
const BT_SOURCE =
  'A. O. Smith commercial gas water heater manuals (Models BT-80 and 100, BTN 120 thru 400/A, BTI-80 and 100, BTF-75, BTR(C) 120 thru 500A): https://homedocbox.com/amp/128964807-Appliances/Models-bti-80-and-100-with-smartvalve.html';

type LineType = 'water heaters' | 'tankless water heaters' | 'boilers';
interface Line {
  re: RegExp;
  type: LineType;
  /** Capture index of the nominal gallons / the input kBtu/h, when the line prints them. */
  gal?: number;
  input?: number;
  electric?: true;
  description: string;
  example: string;
  /** The line's own source, when not the ENERGY STAR rows. */
  source?: string;
  /** Highest input the printed digits may be read as; a larger reading leaves the input absent (the digits are not the input). */
  inputMax?: number;
}
const LINES: readonly Line[] = [
  // Residential gas tanks, line · gallons (GPVT 50 200 → 48 gal listed; GCD-40, GUF 40 100, GPDX 50L T25 30); trailing series number.
  { re: /^(GPDL|GPDT|GPDX|GPVT|GPNH|GCFL|GCD|GUF)-?(\d\d)(?:L|T25|(?=[1-5]0\d(?![0-9]))|(?=\d?$)|(?![0-9]))/, type: 'water heaters', gal: 2, description: 'gas tank water heater', example: 'GPVT 50 200' },
  // Signature / ProLine gas: G6-/G12- · line · gallons · input (G6-PVT4050NV: 40 gal, 50,000 Btu/h).
  { re: /^(G(?:6|8|10|12)C?)-?([A-Z]{2,5})(\d\d)(\d\d)[NP]/, type: 'water heaters', gal: 3, input: 4, description: 'gas tank water heater', example: 'G6-PVT4050NV' },
  // American: line · warranty years · 2 · gallons · S/T · input (UPVG6240T42NV, PDVG62-40S40-NV, GUF62 50T40, FDG6250T403).
  { re: /^(HPHE)(?:6|8|10|12)2(\d\d)H/, type: 'water heaters', gal: 2, electric: true, description: 'heat pump water heater', example: 'HPHE10250H045DV' },
  // FDG6240S403 (listed at 36,000 Btu/h: the digits after S/T are not the input here): gallons only.
  { re: /^(FDG)(?:6|8|10|12)2(\d\d)[ST]\d{3}/, type: 'water heaters', gal: 2, description: 'gas tank water heater', example: 'FDG6240S403PVR' },
  // The same key on the one-letter lines, G gas and E electric, hyphenated (G62-50T40-4NV; E62-50H-045DV, where 045 is the 4,500 W element).
  { re: /^(E)(?:6|8|10|12)2-(\d\d)[STHRL]-?0\d\d(?=[A-Z-]|$)/, type: 'water heaters', gal: 2, electric: true, description: 'electric tank water heater', example: 'E62-50H-045DV' },
  // Run-on, the input and the design digit after it read as three digits (PCG6240T403NOV): the American rows print
  // FDG6240T403NVR 100 at 40,000 Btu/h, so 403 is input 40 + digit 3 (hyphenated G62-40T40-3NV); a reading above 199
  // (the key's highest listed input, VG6275T100 at 100,000 Btu/h) is no input and is left absent.
  { re: /^([A-Z]{2,5}|G)(?:6|8|10|12)2-?(\d\d)[STH]-?(\d{2,3})(?=[A-Z-]|$|[1-5]0\d$)/, type: 'water heaters', gal: 2, input: 3, inputMax: 199, description: 'gas tank water heater', example: 'UPVG6240T42NV' },
  // Commercial gas, line · gallons · input (GHX 34 150, PC 50 175, PR 34 130, SPC 50 199, PG10 34 130, PGC3 50 150).
  { re: /^(GHX|SPC|PC|PR|PG10|PGC3)-?(34|50)-?(\d{3})/, type: 'water heaters', gal: 2, input: 3, description: 'commercial gas tank water heater', example: 'GHX 34 150' },
  // Commercial gas, HCG3 / AHCG3 · gallons · T · input (HCG3-100T199-3), SUF 100 250E.
  { re: /^(A?HCG3)-?(\d{2,3})T(\d{3})/, type: 'water heaters', gal: 2, input: 3, description: 'commercial gas tank water heater', example: 'HCG3-100T199-3' },
  { re: /^([SR]UF)-?(60|100|119)-?(\d{3})E/, type: 'water heaters', gal: 2, input: 3, description: 'commercial gas tank water heater', example: 'SUF 100 250E' },
  // Lochinvar Shield: SC/SW + N/L + input + gallons (SCN150-035: 150,000 Btu/h, listed 34 gal).
  { re: /^(SC|SW)[NL](\d{3})-?0(\d\d)/, type: 'water heaters', gal: 3, input: 2, description: 'commercial gas tank water heater', example: 'SCN150-035' },
  // State / Reliance SHE / HE · gallons (SHE-50-76, HE 50 100 PE).
  { re: /^(SHE|HE)-?(\d\d)(?![0-9]{2}$)/, type: 'water heaters', gal: 2, description: 'gas tank water heater', example: 'SHE-50-76' },
  // Commercial gas whose number is the input (BTH 150 = 150,000 Btu/h; BTS, BSS, BTX, BTXL, BTR, GSP, GTP): no gallons.
  { re: /^(BTH|BTS|BSS|BTXL|BTX|BTR|ATX|STX|MTX|GSP|GTP)-?(\d{3})/, type: 'water heaters', input: 2, description: 'commercial gas tank water heater', example: 'BTH 150' },
  // Commercial gas tanks whose number is a size, not always the input (BTN-100 is rated 90,000 / 76,000 Btu/h): BT, BTN, BTI, BTF; type only.
  { re: /^(BTN|BTI|BTF|BT)-?(\d{2,3})(?![0-9])/, type: 'water heaters', description: 'commercial gas tank water heater', example: 'BTN-120', source: BT_SOURCE },
  // Lochinvar residential gas: PR/PV/LS/LT + N/L + gallons (3 digits) + an input code (PRN040 40ES; PRN050 65ESST is listed at 62,000 Btu/h, so no input).
  { re: /^(PR|PV|LS|LT)[NL]0(\d\d)\d\d/, type: 'water heaters', gal: 2, description: 'gas tank water heater', example: 'PRN040 40ES' },
  // Heat-pump tanks: HP · warranty · gallons (HP1050H45DV, HP6-50-DHPT), American HPHE · warranty · 2 · gallons, HPX-50; electric.
  { re: /^(HP)(?:6|8|10|12)-?(\d\d)(?=[A-Z-])/, type: 'water heaters', gal: 2, electric: true, description: 'heat pump water heater', example: 'HP1050H45DV' },
  { re: /^(HPX|CSHP|CAHP|CHPA)-?(\d{2,3})(?![0-9])/, type: 'water heaters', gal: 2, electric: true, description: 'heat pump water heater', example: 'HPX-50-DHPT' },
  // Lochinvar HPA052KD (listed 46 gal): heat pump, the number is no nominal size stated by the list.
  { re: /^(HPA)0\d\dKD/, type: 'water heaters', electric: true, description: 'heat pump water heater', example: 'HPA052KD' },
  // Tankless, line · input kBtu/h (ACT-199O-N, SCT-199I, LCT-, MCT-; AT-/GT-/GTS-/TS-/LT-/GT15- 160X3/180X3/199X3).
  { re: /^([AGLMS]CT)-?(\d{3})[IO]/, type: 'tankless water heaters', input: 2, description: 'condensing gas tankless water heater', example: 'ACT-199O-N' },
  { re: /^(GT15|GTS|GT|AT|TS|LT)-?(1[5-9]\d)X3/, type: 'tankless water heaters', input: 2, description: 'gas tankless water heater', example: 'GTS-199X3P-100' },
  // Tankless size classes 140/240/340/540 (ATI-540H = 199,000 Btu/h listed): type only.
  { re: /^(ATI|ATO|LTI|LTO|GT15|GTS|GT|TS)-?[1-5]40P?-?[A-Z]/, type: 'tankless water heaters', description: 'gas tankless water heater', example: 'ATI-540H' },
  // Commercial condensing volume / tankless: Armor AWN/AWL/AWH, OAN/OAL, WAN/WAL, PWH, XWH (AWH0400N, XWH200N): type only.
  { re: /^(AW[NLH]|OA[NL]|WA[NL]|PWH|XWH)\d{3,4}/, type: 'tankless water heaters', description: 'commercial condensing gas water heater', example: 'AWH0400N' },
  // Boilers: A. O. Smith ACB / State SCB; Lochinvar Crest FB/OF, Knight KB/KHB/WHB, Noble NKB/NKC, EPB/EPC, FTXL FTX: type only.
  { re: /^(ACB|SCB)-?\d{3}[SH]/, type: 'boilers', description: 'condensing gas boiler', example: 'ACB-110S-N' },
  { re: /^(FB[DLN]|OF[LN]|KB[LNX]|KHB|WHB|NKB|NKC|EPB|EPC|FTX)\d{3,4}/, type: 'boilers', description: 'gas boiler', example: 'KBN501' },
];

export const aosmithLines: NomenclatureRule = {
  id: 'aosmith.lines',
  family: 'aosmith',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'ABCEFGHKLMNOPSTUVWX',
  decode(model, brand) {
    for (const line of LINES) {
      const m = line.re.exec(model);
      if (!m) continue;
      const fields: DecodedFields = {};
      if (line.gal !== undefined) {
        const g = Number(m[line.gal]);
        if (!gallonsOk(g)) continue;
        fields.tank_capacity_gallons = g;
      }
      if (line.input !== undefined) {
        const k = Number(m[line.input]);
        if (k < 28 || k > 500) continue;
        if (line.inputMax === undefined || k <= line.inputMax) fields.heating_input_kbtuh = k;
      }
      if (line.electric) fields.fuel = 'electric';
      return decodeOf('aosmith', pickBrand(BRANDS, brand), model, {
        type: line.type,
        series: m[1] ?? '',
        fields,
        description: line.description,
        evidence: 'pattern',
        rule: `§10.1 A. O. Smith group lines listed by ENERGY STAR (${line.example})`,
        source: line.source ?? ES_SOURCE,
      });
    }
    return null;
  },
};

export const AOSMITH_RULES: readonly NomenclatureRule[] = [aosmithWaterHeater, aosmithLines];
