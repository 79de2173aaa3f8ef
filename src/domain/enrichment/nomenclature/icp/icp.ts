// RULES.md §3: ICP (Heil, Tempstar, Comfortmaker, Arcoaire, Airquest, KeepRite, Day & Night).
// Intrysys drops ICP's series key (sources conflict): capacity is read with confidence, the rest [pattern].
import { capacityFields, decoded, gridCapacity, reportedBrand } from '../common';
import type { NomenclatureRule } from '../types';

/** ICP's badges: the one list every ICP-numbered rule (icp/icp.ts, carrier/cut-short.ts, furnaces-other/older-core-keys.ts) accepts. */
export const ICP_BRANDS = ['ICP', 'Heil', 'Tempstar', 'Comfortmaker', 'Arcoaire', 'Airquest', 'KeepRite', 'Day & Night', 'Grandaire'] as const;
export const S = {
  S53: '[S53] https://vdocuments.net/environmentally-sound-ra410a-re-908-x-889-x-889-257-220-36gkb-same-model-with.html',
  THREE_PHASE: 'ICP product specifications 506 71 3100 00, 13 SEER 3-phase heat pump: https://vdocument.in/environmentally-sound-r410a-rated-in-accordance-with-ari-standard-210240.html',
  S55: '[S55] https://pdfslide.net/documents/n9mp1-n9mp2-9mpd-denotes-brands-c-h-t-denotes-brands-c-h-t-proper.html',
  N95ESN: 'ICP / Carrier N95ESN and R95ESN installation instructions (single-stage 4-way multipoise 35 in condensing gas furnace): https://www.easymanua.ls/carrier/n95esn/manual',
  N92ESN: 'ICP N92ESN (Series A) installation instructions, single-stage 35 in high efficiency condensing gas furnace: https://www.manualslib.com/manual/2326152/Icp-A-Series.html',
  DLC: 'ICP product data title "DLCERA Outdoor Unit Single Zone Ductless System Sizes 09 to 24" (Carrier ductless data list); DLF indoor units on the NEEP cold-climate list: https://homedocbox.com/amp/77269457-Appliances/Product-data-38maq-outdoor-unit-single-zone-ductless-system-sizes-09-to-30-industry-leading-features-benefits.html',
  S57: '[S57] https://sportdocbox.com/amp/66691452-Auto_Racing/Product-data-fa4b-fb4b-fc4c-direct-expansion-fan-coil-sizes-018-thru-070-air-handling-technology-at-its-finest.html',
};

/** §3.1 brand letter [src S52]: N = brand-neutral, C / H / T = Comfortmaker / Heil / Tempstar. */
const BRAND_LETTER: Record<string, string> = { N: 'ICP', C: 'Comfortmaker', H: 'Heil', T: 'Tempstar', R: 'ICP' };
const REFRIGERANT: Record<string, string> = { '2': 'R-22', '4': 'R-410A' };

// §3.2 split outdoor: N 4 H 4 18 A K B.
// R as first letter (R2A3, R4A4, R2H3 in ICP's family list, §3.1) names no brand: reported as ICP.
const SPLIT = /^([NCHTR])([24X])([AH])([3-6])(\d{2})([A-Z])([A-Z])?([A-Z]\d{0,3})?$/;
/**
 * Second letter after the capacity = electrical [pattern]: K = 208/230-1 (N4H418AKB), H = 208/230-3
 * and L = 460-3 (N4H336GHB / N4H336GLB on ICP's 13 SEER 3-phase heat pump sheet, 506 71 3100 00).
 */
const ELECTRICAL: Record<string, { voltage_v: number; phase: 1 | 3 }> = { K: { voltage_v: 230, phase: 1 }, H: { voltage_v: 230, phase: 3 }, L: { voltage_v: 460, phase: 3 } };
const split: NomenclatureRule = {
  id: 'icp.split-outdoor',
  family: 'icp',
  brands: ICP_BRANDS,
  unambiguousWithoutBrand: true,
  firstChars: 'NCHTR',
  decode(model, brand) {
    const m = SPLIT.exec(model);
    if (!m) return null;
    const [, letter, platform, kind, seerDigit, cap, , elec] = m as unknown as [string, string, string, string, string, string, string, string | undefined];
    const c = gridCapacity(cap);
    if (!c || c.kbtuh < 18 || c.kbtuh > 60) return null;
    const ac = kind === 'A';
    return decoded({
      family: 'icp',
      brand: reportedBrand(brand, BRAND_LETTER[letter]!),
      type: ac ? 'air conditioners' : 'heat pumps',
      series: `${letter}${platform}${kind}${seerDigit}`,
      model,
      description: ac ? 'split air conditioner' : 'split heat pump',
      // X (variable / two-stage platform) names no refrigerant: absent.
      fields: Object.assign({}, capacityFields(c), { refrigerant: REFRIGERANT[platform], seer: 10 + Number(seerDigit) }, (elec !== undefined ? ELECTRICAL[elec] : undefined)),
      evidence: 'pattern',
      rule: '§3.2 ICP split outdoor',
      source: elec === 'H' || elec === 'L' ? S.THREE_PHASE : S.S53,
    });
  },
};

// §3.3 furnaces: brand + AFUE digit + configuration + variant + input + width + airflow code + revision (N8MPN050B12B1).
const FURNACE = /^([NCHT])([89])(MP|MS|MX|DN|MV)([A-Z0-9])(\d{3})([A-F])(\d{2})([A-Z0-9]{0,3})$/;
const CONFIG: Record<string, string> = { MP: 'multipoise', MS: 'single-stage PSC', MX: 'multipoise, ECM', DN: 'downflow', MV: 'multipoise, variable speed' };
const furnace: NomenclatureRule = {
  id: 'icp.furnace',
  family: 'icp',
  brands: ICP_BRANDS,
  unambiguousWithoutBrand: true,
  firstChars: 'NCHT',
  decode(model, brand) {
    const m = FURNACE.exec(model);
    if (!m) return null;
    const [, letter, afue, config, variant, input, , airflow] = m as unknown as [string, string, string, string, string, string, string, string];
    const inputKbtuh = Number(input);
    const airflowCode = Number(airflow);
    if (inputKbtuh < 40 || inputKbtuh > 155 || inputKbtuh % 5 !== 0 || airflowCode < 8 || airflowCode > 20) return null;
    const stages = variant === '1' ? 'single-stage' : variant === '2' ? 'two-stage' : variant === 'L' ? 'low-NOx' : null;
    return decoded({
      family: 'icp',
      brand: reportedBrand(brand, BRAND_LETTER[letter]!),
      type: 'furnaces',
      series: `${letter}${afue}${config}${variant}`,
      model,
      description: `gas furnace, ${CONFIG[config]!}`,
      fields: {
        heating_input_kbtuh: inputKbtuh,
        afue_percent: afue === '8' ? 80 : undefined,
        efficiency_tier: [afue === '9' ? '90 %+ condensing' : null, stages].filter((x) => x !== null).join(', ') || undefined,
        cooling_airflow_cfm: airflowCode * 100,
      },
      evidence: 'pattern',
      rule: '§3.3 ICP gas furnaces',
      source: S.S55,
    });
  },
};

// §3.4 fan coils FSM / FCM / FEM / FMU / FMC + 4 + X or P + size.
const FAN_COIL = /^(FSM|FCM|FEM|FMU|FMC)4([XP])([A-Z]?)(\d{4}|\d{3}|\d{2})([A-Z0-9]{0,4})$/;
const fanCoil: NomenclatureRule = {
  id: 'icp.fan-coil',
  family: 'icp',
  brands: ICP_BRANDS,
  unambiguousWithoutBrand: true,
  firstChars: 'F',
  decode(model, brand) {
    const m = FAN_COIL.exec(model);
    if (!m) return null;
    const [, series, xp] = m as unknown as [string, string, string];
    return decoded({
      family: 'icp',
      brand: reportedBrand(brand, 'ICP'),
      type: 'air handlers',
      series: `${series}4${xp}`,
      model,
      description: 'fan coil',
      // The size digits and X / P are not explained by any source found: only the type is reported.
      fields: {},
      evidence: 'unconfirmed',
      rule: '§3.4 ICP fan coils',
      source: S.S57,
    });
  },
};

// §3.3 furnaces, 2010s key: brand letter + AFUE (80, 92 … 97, or 8 / 9) + three letters + input (true
// kBtu/h) + cabinet width (14 / 17 / 21 / 24 in class) + cooling airflow (hundreds of CFM) + series
// (N95ESN0601716A), the size field as in Carrier's own key (59SC5A120S24--20). F / G / R brand letters: brand not stated.
const FURNACE_2010 = /^([NCHTFGR])(80|9[2-8]|[89])([A-Z]{3})(\d{3})(14|17|21|24)(08|10|12|14|16|20|22)([A-Z]{0,2})$/;
const furnace2010: NomenclatureRule = {
  id: 'icp.furnace-2010',
  family: 'icp',
  brands: ICP_BRANDS,
  unambiguousWithoutBrand: true,
  firstChars: 'NCHTFGR',
  decode(model, brand) {
    const m = FURNACE_2010.exec(model);
    if (!m) return null;
    const [, letter, afue, letters, inputCode, , airflow] = m as unknown as [string, string, string, string, string, string, string];
    const input = Number(inputCode);
    if (input < 20 || input > 160) return null;
    const condensing = afue.startsWith('9');
    return decoded({
      family: 'icp',
      brand: reportedBrand(brand, BRAND_LETTER[letter] ?? 'ICP'),
      type: 'furnaces',
      series: `${letter}${afue}${letters}`,
      model,
      description: condensing ? 'condensing gas furnace' : 'gas furnace',
      fields: {
        heating_input_kbtuh: input,
        afue_percent: afue.length === 2 ? Number(afue) : undefined,
        efficiency_tier: condensing ? '90 %+ condensing' : undefined,
        cooling_airflow_cfm: Number(airflow) * 100,
      },
      evidence: 'pattern',
      rule: '§3.3 ICP gas furnaces, 2010s key',
      source: `${S.N95ESN}; ${S.N92ESN}`,
    });
  },
};

// ICP ductless: DLC outdoor / DLF indoor + three series letters + one letter + size kBtu/h + options
// (DLCERAH12AAK, DLFSHBH09XAK); built by others, type and nominal size only.
const DUCTLESS = /^DL([CF])([A-Z]{3})([A-Z])(09|12|18|24|30|36|48)([A-Z]{2,3})$/;
const ductless: NomenclatureRule = {
  id: 'icp.ductless',
  family: 'icp',
  brands: ICP_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'D',
  decode(model, brand) {
    const m = DUCTLESS.exec(model);
    if (!m) return null;
    const [, unit, letters, , size] = m as unknown as [string, string, string, string, string];
    return decoded({
      family: 'icp',
      brand: reportedBrand(brand, 'ICP'),
      type: 'mini-splits',
      series: `DL${unit}${letters}`,
      model,
      description: unit === 'C' ? 'ductless outdoor unit' : 'ductless indoor unit',
      fields: { cooling_capacity_kbtuh: Number(size) },
      evidence: 'pattern',
      rule: '§3 ICP ductless DLC / DLF',
      source: S.DLC,
    });
  },
};

/** RULES.md §3 decoders. */
export const ICP_RULES: readonly NomenclatureRule[] = [split, furnace, furnace2010, fanCoil, ductless];
/** The §3.3 furnace rule, for the star-less written form (icp/furnaces-without-brand-letter.ts). */
export const icpFurnaceRule: NomenclatureRule = furnace;
