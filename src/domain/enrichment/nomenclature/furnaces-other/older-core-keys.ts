// Older and dash-written forms of the RULES.md §1 / §2 / §4 gas furnaces that the family modules' keys leave out
// (Amana's pre-2005 printed key GUIS045CA50; ICP's G-lettered twins GNJ075N12A1),
// Carrier 58 with an option letter between dashes and the 58M… condensing lines (58MCA080-F-14116),
// Payne PG8 / PG9 full models (PG8MAA036090, PG9MAB036060), and Trane / American Standard 1990s furnaces
// with a two-character revision block (ADD080R936AB). Decoded only with a brand of the family: the
// family modules keep the brandless shapes.
import type { DecodedFields, NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';
import { FURNACE_TYPE } from '../trane/trane';
import { ICP_BRANDS } from '../icp/icp';

const CARRIER_BRANDS = ['Carrier', 'Bryant', 'Payne'] as const;
const TRANE_BRANDS = ['Trane', 'American Standard', 'RunTru', 'Ameristar'] as const;

/** RULES.md §0.5: Carrier's rounded input codes of the 80 % lines → true input kBtu/h [src S10]. */
const ROUNDED_INPUT: Record<string, number> = { '045': 44, '070': 66, '090': 88, '110': 110, '135': 132, '155': 154 };
/** The condensing lines print the input itself: product-data titles "Input Capacities: 40,000 thru 120,000 Btuh" (58MCA/MXA/MVP/MSA), 58MCB to 138,000. */
const TRUE_INPUT = new Set([40, 60, 80, 100, 120, 140]);
const AIRFLOW = new Set(['08', '10', '12', '14', '16', '20', '22']);

const CARRIER_58M_SOURCE =
  'Carrier product data titles: 58MCA / 58MXA / 58MSA "4-Way Multipoise Fixed-Capacity Condensing Gas Furnace, Input Capacities 40,000 thru 120,000 Btuh", 58MTA "Two-Stage Direct-Vent Deluxe Condensing", 58MVP "Variable-Capacity Condensing", 58PAV / 58WAV / 58STA 45,000 thru 155,000 Btuh: https://homedocbox.com/amp/65780337-Appliances/Product-data-58mta-highly-efficient-4-way-multipoise-two-stage-direct-vent-deluxe-condensing-gas-furnace-input-capacities-60-000-thru-120-000-btuh.html · https://homedocbox.com/amp/76059800-Appliances/Product-data-58mxa-deluxe-4-way-multipoise-fixed-capacity-condensing-gas-furnace-series-111-input-capacities-40-000-thru-120-000-btuh.html · RULES.md §13 S10 (58STA key: input code, dashes, airflow code)';

// 58/59 + three letters + input code + dashes with at most one option character + cooling airflow code (hundreds of CFM) + series digits.
const CARRIER_DASH = /^(58|59)([A-Z]{3})(\d{3})-*([A-Z0-9]?)-*(08|10|12|14|16|20|22)([A-Z0-9]{0,3})$/;

export const carrierFurnaceDash: NomenclatureRule = {
  id: 'carrier.furnace-58-dash',
  family: 'carrier',
  brands: CARRIER_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: '5',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(0) !== 53) return null; // 5
    const m = CARRIER_DASH.exec(model);
    if (!m) return null;
    const [, fam = '', trio = '', code = '', , airflow = ''] = m;
    if (!AIRFLOW.has(airflow)) return null;
    const condensing = fam === '59' || trio[0] === 'M';
    const n = Number(code);
    const input = condensing ? (TRUE_INPUT.has(n) ? n : ROUNDED_INPUT[code]) : ROUNDED_INPUT[code];
    if (input === undefined) return null;
    const fields: DecodedFields = {
      heating_input_kbtuh: input,
      heating_input_code: String(input).padStart(3, '0') !== code ? code : undefined,
      afue_percent: condensing ? undefined : 80,
      efficiency_tier: condensing ? '90 %+ condensing, 4-way multipoise' : undefined,
      cooling_airflow_cfm: Number(airflow) * 100,
    };
    return decodeOf('carrier', pickBrand(CARRIER_BRANDS, brand, 'Carrier'), model, {
      type: 'furnaces',
      series: `${fam}${trio}`,
      fields,
      description: condensing ? 'condensing gas furnace' : 'non-condensing gas furnace',
      evidence: 'pattern',
      rule: 'Carrier 58/59 gas furnaces written with an option letter or as a 58M… condensing model (58MCA080-F-14116)',
      source: CARRIER_58M_SOURCE,
    });
  },
};

const PAYNE_SOURCE =
  'Payne product data PG8MAA/PG8JAA "80% AFUE Gas Furnaces" (SS-PG8M-02), PG8MVA/JVA "Input capacities 70,000 thru 135,000 Btuh", PG9MAB / PG9MXA / PG9YAA (PG9YAA036060) multipoise condensing: https://kipdf.com/pg8j-multipoise-gas-furnace-ama_5ab21f611723dd339c8093b5.html · https://cupdf.com/document/pg8mvajva-4-way-multipoise-induced-comubstion-gas-dms-multipoise-induced-comubstion.html · https://www.easymanua.ls/payne/pg9yaa060100/manual?p=8';
// PG + 8 (80 % AFUE) / 9 (condensing) + configuration letter + two series letters + cooling airflow class (kBtu/h) + input + revision.
const PAYNE = /^PG([89])([A-Z])([A-Z]{2})(024|030|036|042|048|060)(\d{3})([A-Z0-9]{0,4})$/;

export const payneFurnaceKey: NomenclatureRule = {
  id: 'carrier.payne-pg8-pg9',
  family: 'carrier',
  brands: CARRIER_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'P',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(0) !== 80) return null; // P
    const m = PAYNE.exec(model);
    if (!m) return null;
    const [, afue = '', config = '', letters = '', airflow = '', code = ''] = m;
    const n = Number(code);
    const input = afue === '9' ? (TRUE_INPUT.has(n) ? n : undefined) : ROUNDED_INPUT[code];
    if (input === undefined) return null;
    return decodeOf('carrier', pickBrand(CARRIER_BRANDS, brand, 'Payne'), model, {
      type: 'furnaces',
      series: `PG${afue}${config}${letters}`,
      fields: {
        heating_input_kbtuh: input,
        heating_input_code: String(input).padStart(3, '0') !== code ? code : undefined,
        afue_percent: afue === '8' ? 80 : undefined,
        efficiency_tier: afue === '9' ? '90 %+ condensing' : undefined,
        cooling_airflow_cfm: (Number(airflow) / 12) * 400,
      },
      description: afue === '9' ? 'condensing gas furnace' : 'gas furnace',
      evidence: 'pattern',
      rule: 'Payne PG8 / PG9 gas furnaces: series · airflow class · input (PG8MAA036090)',
      source: PAYNE_SOURCE,
    });
  },
};

const TRANE_1990S_SOURCE =
  'American Standard / Trane product data XR80 TUD / TDD furnaces (pub. 22-1640) and XR90 TUX/TDX (22-1674), 1990s key input · design letter · 9 · cooling code; RULES.md §0.1: a trailing revision block is optional: https://usermanual.wiki/Trane/TraneXr90SeriesOwnersManual121666.1426744325/help';
// T/A + U/D + type letter + input + design letter + digit + cooling code + a revision block of two or three characters
// (the family module reads one letter and an optional digit). A letter O in the revision is kept as printed.
const TRANE_1990S = /^([TA])([UD])([DXHCYEVL])(\d{3})([A-Z])(\d)(\d{2})([A-Z][A-Z0-9]{1,2})$/;

export const traneFurnaceRevision: NomenclatureRule = {
  id: 'trane.furnace-1990s-revision',
  family: 'trane',
  brands: TRANE_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'TA',
  decode(model, brand) {
    if (brand === '') return null;
    const m = TRANE_1990S.exec(model);
    if (!m) return null;
    const [, line = '', flow = '', kind = '', code = ''] = m;
    const input = Number(code);
    if (!TRUE_INPUT.has(input)) return null;
    const known = FURNACE_TYPE[kind];
    return decodeOf('trane', pickBrand(TRANE_BRANDS, brand, line === 'A' ? 'American Standard' : 'Trane'), model, {
      type: 'furnaces',
      series: `${line}${flow}${kind}`,
      fields: { heating_input_kbtuh: input, afue_percent: known?.afue, efficiency_tier: known?.tier },
      description: `gas furnace, ${flow === 'U' ? 'upflow/horizontal' : 'downflow/horizontal'}`,
      evidence: 'pattern',
      rule: 'Trane / American Standard 1990s gas furnaces with a revision block (ADD080R936AB)',
      source: known?.source ?? TRANE_1990S_SOURCE,
    });
  },
};

const AMANA_BRANDS = ['Amana', 'Goodman', 'Janitrol'] as const;
export const AMANA_SOURCE =
  'Amana technical information RT6621005 (40 in. 80 % gas furnaces GUIS, GCIS), product identification key "G U I S 045 C A 50": G gas furnace · U upflow/horizontal, C counterflow/horizontal · I induced draft (80 %) · model family · nominal input 045 / 070 / 090 / 115 / 140 = 45,000 … 140,000 Btuh · design series A–D · A not NOx certified, X NOx models · airflow capability 30 / 35 / 50 = 3.0 / 3.5 / 5.0 tons: http://manualzilla.com/doc/7433728/amana-gcis-technical-information · Amana service instructions RS6610002 "40 in. 90% Condensing Gas Furnaces GUCA, GCCA": http://www.manualslib.com/manual/691379/Amana-Guca045ax30.html';
// Amana's pre-2005 key: G · U/C supply · furnace type · model family · input · design series · A/X · airflow tons × 10.
// Owners also stop after the input (GUIS090): input, supply and type are read, the airflow is then absent.
const AMANA_2000 = /^G([UC])([A-Z])([A-Z])(045|070|090|115|140)(?:([A-D])([AX])(30|35|40|50))?$/;
const AMANA_TYPE: Record<string, { afue?: number; tier: string }> = { I: { afue: 80, tier: 'induced draft (80 %)' }, C: { tier: '90 %+ condensing' } };

export const amanaFurnace2000: NomenclatureRule = {
  id: 'goodman.amana-furnace-2000',
  family: 'goodman',
  brands: AMANA_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'G',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(0) !== 71) return null; // G
    const m = AMANA_2000.exec(model);
    if (!m) return null;
    const [, supply = '', kind = '', family = '', input = '', , nox = '', airflow = ''] = m;
    const known = AMANA_TYPE[kind];
    if (airflow === '' && known === undefined) return null; // cut after the input: only the keyed I / C types
    return decodeOf('goodman', pickBrand(AMANA_BRANDS, brand, 'Amana'), model, {
      type: 'furnaces',
      series: `G${supply}${kind}${family}`,
      fields: {
        heating_input_kbtuh: Number(input),
        afue_percent: known?.afue,
        efficiency_tier: known?.tier,
        cooling_airflow_cfm: airflow === '' ? undefined : (Number(airflow) / 10) * 400,
      },
      description: `gas furnace, ${supply === 'U' ? 'upflow/horizontal' : 'counterflow/horizontal'}${nox === 'X' ? ', low-NOx' : ''}`,
      evidence: known === undefined ? 'pattern' : 'src',
      rule: 'Amana gas furnaces, pre-2005 key (GUIS045CA50)',
      source: AMANA_SOURCE,
    });
  },
};

const ICP_G_SOURCE =
  'ICP installation instructions titled by series pairs and printed model numbers: NTC5/GNJ, NTN5/GNJ upflow/horizontal (GNJ075N12A1, L0523223): https://usermanual.wiki/ICP/GNJ075N12A1.1247754914/help · NTC7/GNL upflow/horizontal, NDC7/GDL downflow (GDL050N12A1): https://manualmachine.com/icp/gdl050n12a1/6099255-installation-guide · NDN5/GDJ downflow: https://documents.pub/document/ndn5gdj-series-replacement-water-ndn5gdj-downflow-only-series-safety-considerations.html';
// The G-lettered twins of ICP's 1990s–2000s furnaces: G · N upflow/horizontal or D downflow · series letter · input ·
// N/L (natural / NOx) · cooling airflow class (hundreds of CFM) · revision (GNJ075N12A1, GDL050N12A1).
const ICP_G = /^G([ND])([A-Z])(\d{3})([NL])(08|10|12|14|16|20)([A-Z]\d)$/;
const ICP_INPUTS = new Set([40, 45, 50, 60, 70, 75, 80, 90, 100, 105, 110, 115, 120, 125, 140]);

export const icpFurnaceG: NomenclatureRule = {
  id: 'icp.furnace-g-twin',
  family: 'icp',
  brands: ICP_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'G',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(0) !== 71) return null; // G
    const m = ICP_G.exec(model);
    if (!m) return null;
    const [, flow = '', series = '', code = '', , airflow = ''] = m;
    const input = Number(code);
    if (!ICP_INPUTS.has(input)) return null;
    return decodeOf('icp', pickBrand(ICP_BRANDS, brand, 'ICP'), model, {
      type: 'furnaces',
      series: `G${flow}${series}`,
      fields: { heating_input_kbtuh: input, cooling_airflow_cfm: Number(airflow) * 100 },
      description: `gas furnace, ${flow === 'N' ? 'upflow/horizontal' : 'downflow'}`,
      evidence: 'pattern',
      rule: 'ICP G-lettered furnace twins: flow · series · input · airflow (GNJ075N12A1)',
      source: ICP_G_SOURCE,
    });
  },
};

export const FURNACES_OLDER_RULES: readonly NomenclatureRule[] = [carrierFurnaceDash, payneFurnaceKey, traneFurnaceRevision, amanaFurnace2000, icpFurnaceG];
