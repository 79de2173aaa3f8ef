// Carrier / Bryant / ICP model numbers cut short the way owners copy them: after the size field, before the
// electrical / airflow / revision letters (ICP N4A336 for N4A336AKB, N8MPN075 for N8MPN075B12B1, N95ESN060 for
// N95ESN0601716A, GNJ075N12 for GNJ075N12A1; Carrier 58STA090 for 58STA090---12, 59SC5A100 for 59SC5A100S21--20;
// Bryant 926TA42080 for 926TA42080V17). Each rule is its family's key (icp/icp.ts, carrier/carrier.ts, furnaces-other/older-core-keys.ts) read
// only as far as it is written: the fields of the parts present, nothing for the parts cut off, evidence `pattern`
// (the shape of the cut is inferred). Brand required: a bare prefix is shorter than any full key.
import { CARRIER_INPUT, LETTER_TRIOS, S as CARRIER_S } from './carrier';
import { capacityFields, decoded, gridCapacity, reportedBrand } from '../common';
import { ICP_BRANDS, S as ICP_S } from '../icp/icp';
import type { DecodedFields, NomenclatureRule } from '../types';

const CARRIER_BRANDS = ['Carrier', 'Bryant', 'Payne'] as const;

/** §3.1 brand letter: N = brand-neutral, C / H / T = Comfortmaker / Heil / Tempstar. */
const ICP_BRAND_LETTER: Record<string, string> = { N: 'ICP', C: 'Comfortmaker', H: 'Heil', T: 'Tempstar', R: 'ICP' };
const ICP_REFRIGERANT: Record<string, string> = { '2': 'R-22', '4': 'R-410A' };
/** Furnace inputs the ICP installation instructions list (40,000 … 140,000 Btu/h). */
const ICP_INPUTS = new Set([40, 45, 50, 60, 70, 75, 80, 90, 100, 105, 110, 115, 120, 125, 140]);
/** Carrier 58M… / 59 condensing inputs as printed (Carrier product data "40,000 thru 120,000 Btuh" … 140). */
const CONDENSING_INPUTS = new Set([40, 60, 80, 100, 120, 140]);
const ICP_G_SOURCE =
  'ICP installation instructions titled NTC5/GNJ (GNJ075N12A1): https://usermanual.wiki/ICP/GNJ075N12A1.1247754914/help · NTC7/GNL, NDC7/GDL (GDL050N12A1): https://manualmachine.com/icp/gdl050n12a1/6099255-installation-guide';

// §3.2 ICP split outdoor cut after the capacity: brand · 2/4/X · A/H · SEER digit · kBtu/h (N4A336).
const ICP_SPLIT_CUT = /^([NCHTR])([24X])([AH])([3-6])(\d{2})$/;
const icpSplitCut: NomenclatureRule = {
  id: 'icp.split-outdoor-cut',
  family: 'icp',
  brands: ICP_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'NCHTR',
  decode(model, brand) {
    if (brand === '' || model.length !== 6) return null;
    const m = ICP_SPLIT_CUT.exec(model);
    if (m === null) return null;
    const [, letter = '', platform = '', kind = '', seerDigit = '', cap = ''] = m;
    const c = gridCapacity(cap);
    if (c === null || c.kbtuh < 18 || c.kbtuh > 60) return null;
    const ac = kind === 'A';
    return decoded({
      family: 'icp',
      brand: reportedBrand(brand, ICP_BRAND_LETTER[letter] ?? 'ICP'),
      type: ac ? 'air conditioners' : 'heat pumps',
      series: `${letter}${platform}${kind}${seerDigit}`,
      model,
      description: ac ? 'split air conditioner' : 'split heat pump',
      fields: Object.assign({}, capacityFields(c), { refrigerant: ICP_REFRIGERANT[platform], seer: 10 + Number(seerDigit) }),
      evidence: 'pattern',
      rule: '§3.2 ICP split outdoor, cut after the capacity (N4A336)',
      source: ICP_S.S53,
    });
  },
};

// §3.3 ICP furnace cut after the input or the cabinet letter: brand · 8/9 · configuration · variant · input (N8MPN075).
const ICP_FURNACE_CUT = /^([NCHT])([89])(MP|MS|MX|DN|MV)([A-Z0-9])(\d{3})([A-F])?$/;
// §3.3 2010s key cut after the input or the width: brand · AFUE · 3 letters · input (· width) (N95ESN060).
const ICP_FURNACE_2010_CUT = /^([NCHTFGR])(80|9[2-8])([A-Z]{3})(\d{3})(14|17|21|24)?$/;
// ICP G-lettered twins cut after the input or the airflow: G · N/D · series letter · input (· N/L · airflow) (GNJ075N12).
const ICP_G_CUT = /^G([ND])([A-Z])(\d{3})(?:([NL])(08|10|12|14|16|20)?)?$/;

const icpFurnaceCut: NomenclatureRule = {
  id: 'icp.furnace-cut',
  family: 'icp',
  brands: ICP_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'NCHTFGR',
  decode(model, brand) {
    // The longest cut form is the 2010s key with its width (N95ESN06017): 11 characters.
    if (brand === '' || model.length > 11 || model.length < 6) return null;
    let m = ICP_FURNACE_CUT.exec(model);
    if (m !== null) {
      const [, letter = '', afue = '', config = '', variant = '', code = ''] = m;
      const input = Number(code);
      if (!ICP_INPUTS.has(input)) return null;
      const stages = variant === '1' ? 'single-stage' : variant === '2' ? 'two-stage' : undefined;
      return furnace('icp', model, brand, ICP_BRAND_LETTER[letter] ?? 'ICP', `${letter}${afue}${config}${variant}`, {
        heating_input_kbtuh: input,
        afue_percent: afue === '8' ? 80 : undefined,
        efficiency_tier: afue === '9' ? (stages === undefined ? '90 %+ condensing' : `90 %+ condensing, ${stages}`) : stages,
      }, afue === '9', '§3.3 ICP gas furnaces, cut after the input (N8MPN075)', ICP_S.S55);
    }
    m = ICP_FURNACE_2010_CUT.exec(model);
    if (m !== null) {
      const [, letter = '', afue = '', letters = '', code = ''] = m;
      const input = Number(code);
      if (!ICP_INPUTS.has(input)) return null;
      const condensing = afue[0] === '9';
      return furnace('icp', model, brand, ICP_BRAND_LETTER[letter] ?? 'ICP', `${letter}${afue}${letters}`, {
        heating_input_kbtuh: input,
        afue_percent: Number(afue),
        efficiency_tier: condensing ? '90 %+ condensing' : undefined,
      }, condensing, '§3.3 ICP gas furnaces, 2010s key cut after the input (N95ESN060)', `${ICP_S.N95ESN}; ${ICP_S.N92ESN}`);
    }
    m = ICP_G_CUT.exec(model);
    if (m !== null) {
      const [, flow = '', series = '', code = '', , airflow] = m;
      const input = Number(code);
      if (!ICP_INPUTS.has(input)) return null;
      return furnace('icp', model, brand, 'ICP', `G${flow}${series}`, {
        heating_input_kbtuh: input,
        cooling_airflow_cfm: airflow === undefined ? undefined : Number(airflow) * 100,
      }, false, 'ICP G-lettered furnace twins, cut after the input or the airflow (GNJ075N12)', ICP_G_SOURCE);
    }
    return null;
  },
};

function furnace(family: 'carrier' | 'icp', model: string, brand: string, fromModel: string, series: string, fields: DecodedFields, condensing: boolean, rule: string, source: string) {
  return decoded({
    family,
    brand: reportedBrand(brand, fromModel),
    type: 'furnaces',
    series,
    model,
    description: condensing ? 'condensing gas furnace' : 'gas furnace',
    fields,
    evidence: 'pattern',
    rule,
    source,
  });
}

// §2.4 Carrier 58/59 cut after the input: 58/59 · letter trio · input code (58STA090, 58MVB080); 2010s key cut after
// the input or the motor letter + width: 58/59 · 2 letters · digit · series letter · input (59SC5A100, 58TN0A070S17).
const CARRIER_CUT = /^(58|59)([A-Z]{3})(\d{3})-*$/;
const CARRIER_2010_CUT = /^(58|59)([A-Z]{2})(\d)([A-Z])(\d{3})(?:[A-Z](14|17|21|24))?-*$/;
// §2.4 Bryant 8xx / 9xx cut before the motor letter: series · stage · series letter · airflow class · input (926TA42080).
const BRYANT_9XX_CUT = /^([89]\d{2})([A-Z])([A-Z])(24|30|36|42|48|60|66)(\d{3})$/;

const carrierFurnaceCut: NomenclatureRule = {
  id: 'carrier.furnace-cut',
  family: 'carrier',
  brands: CARRIER_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: '589',
  decode(model, brand) {
    // Cut forms run 8 (58STA090) to 12 characters plus trailing dashes (59SC5A120S24--).
    if (brand === '' || model.length < 8 || model.length > 16) return null;
    let m = CARRIER_CUT.exec(model);
    if (m !== null) {
      const [, fam = '', trio = '', code = ''] = m;
      // 58M… and 59: condensing, input as printed; other 58: the §0.5 rounded codes (045 = 44 … 155 = 154), 80 % AFUE.
      const condensing = fam === '59' || trio[0] === 'M';
      const n = Number(code);
      const input = condensing ? (CONDENSING_INPUTS.has(n) ? n : undefined) : CARRIER_INPUT[code];
      if (input === undefined) return null;
      const tier = LETTER_TRIOS[trio];
      return furnace('carrier', model, brand, 'Carrier', `${fam}${trio}`, {
        heating_input_kbtuh: input,
        heating_input_code: String(input).padStart(3, '0') !== code ? code : undefined,
        afue_percent: condensing ? undefined : 80,
        efficiency_tier: condensing ? '90 %+ condensing' : tier,
      }, condensing, '§2.4 Carrier 58/59 gas furnaces, cut after the input (58STA090)', CARRIER_S.S10);
    }
    m = CARRIER_2010_CUT.exec(model);
    if (m !== null) {
      const [, fam = '', letters = '', digit = '', , code = ''] = m;
      const input = Number(code);
      if (!CONDENSING_INPUTS.has(input) && !(fam === '58' && (input === 70 || input === 90 || input === 110))) return null;
      const condensing = fam === '59';
      return furnace('carrier', model, brand, 'Carrier', `${fam}${letters}${digit}`, {
        heating_input_kbtuh: input,
        efficiency_tier: condensing ? '90 %+ condensing' : undefined,
      }, condensing, '§2.4 Carrier 58/59 gas furnaces, 2010s key cut after the input (59SC5A100)', CARRIER_S.CARRIER_59SC5_SUBMITTAL);
    }
    m = BRYANT_9XX_CUT.exec(model);
    if (m !== null) {
      const [, fam = '', stage = '', , airflow = '', code = ''] = m;
      const input = Number(code);
      if (input < 20 || input > 160 || input % 10 !== 0) return null;
      const condensing = fam[0] === '9';
      return furnace('carrier', model, brand, 'Bryant', `${fam}${stage}`, {
        heating_input_kbtuh: input,
        efficiency_tier: condensing ? '90 %+ condensing' : undefined,
        cooling_airflow_cfm: (Number(airflow) / 12) * 400,
      }, condensing, '§2.4 Bryant 8xx / 9xx gas furnaces, cut before the motor letter (926TA42080)', CARRIER_S.BRYANT_9XX);
    }
    return null;
  },
};

export const CARRIER_ICP_SHORT_RULES: readonly NomenclatureRule[] = [icpSplitCut, icpFurnaceCut, carrierFurnaceCut];
