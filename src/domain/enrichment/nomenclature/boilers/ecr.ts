// ECR International (Utica, Dunkirk) gas condensing boilers: the number after the series is the
// boiler's input in MBH, as each manual's sea-level ratings table states. Coverage in README-extra.md.
import { listedBoilerRule } from './weil-mclain-burnham';
import { canonicalBrand } from '../../brands';
import type { DecodedFields, NomenclatureDecode, NomenclatureRule } from '../types';

const BRANDS = ['Utica', 'Dunkirk'] as const;

interface Series {
  /** Input (MBH) per model code, from the source's ratings table. */
  inputs: Readonly<Record<string, number>>;
  afue?: number;
  source: string;
}

// Source: Utica UB90-100 manual, Table #1 Sea level ratings (90-50 50 MBH, 90-75 75, 90-100 100),
// gas-fired direct-vent condensing hot water boilers for natural and propane gases.
const UB90_SMALL: Series = {
  inputs: { '50': 50, '75': 75, '100': 100 },
  source: 'Utica Boilers UB90-50/75/100 manual, Table #1 Sea Level Ratings — https://manualshive.com/en/manual/utica-boilers/ub90-100/1065209?page=6',
};
// Source: Dunkirk Q90-200 Series II manual, LP table "Nominal Input 200,000 175,000 150,000 125,000";
// Utica's UB90-125/150/175/200 Series II is the same ECR boiler (models UB90-125 … UB90-200).
const NINETY_SERIES_II: Series = {
  inputs: { '125': 125, '150': 150, '175': 175, '200': 200 },
  source: 'Dunkirk Q90-200 Series II installation & operation manual, nominal inputs 125,000-200,000 Btu/h — https://manuzoid.com/manuals/mEx14-Dunkirk%20Q90-200%20Series%20II%20Installation,%20&%20Operation%20Manual',
};
// Source: Utica UB95M-200 manual, Table 1: high fire input 200 MBH, low fire 80 MBH, AFUE 95%.
const UB95M: Series = {
  inputs: { '200': 200 },
  afue: 95,
  source: 'Utica Boilers UB95M-200 manual, Table 1 Sea Level Ratings (high fire 200 MBH, AFUE 95%) — https://manualshive.com/en/manual/ecr-international/utica-boilers-ub95m-200/2356166?page=5',
};

// UB90-100, UB90-150, Q90-200, 90-75 (Dunkirk prints the bare "90-75"), UB95M-200; optional suffix.
const PATTERN = /^(UB90|Q90|90|UB95M)-(\d{2,3})(?:[-/ ]?[A-Z0-9]{0,8})?$/;

function decodeEcr(model: string, brand: string): NomenclatureDecode | null {
  const c = model.charCodeAt(0);
  if (c !== 85 /* U */ && c !== 81 /* Q */ && c !== 57 /* 9 */) return null;
  const m = PATTERN.exec(model);
  if (m === null) return null;
  const [, prefix = '', code = ''] = m;
  // The bare "90-" form is Dunkirk's print; Utica models carry "UB".
  if (prefix === '90' && canonicalBrand(brand) !== 'Dunkirk') return null;
  let series: Series;
  if (prefix === 'UB95M') series = UB95M;
  else series = code in UB90_SMALL.inputs ? UB90_SMALL : NINETY_SERIES_II;
  const input = series.inputs[code];
  const seriesName = prefix === 'UB95M' ? 'UB95M' : prefix === '90' ? 'Dunkirk 90' : prefix;
  if (input === undefined) return null;
  const fields: DecodedFields = { heating_input_kbtuh: input, efficiency_tier: 'condensing' };
  if (series.afue !== undefined) fields.afue_percent = series.afue;
  const lead = prefix === 'UB90' || prefix === 'UB95M' ? 'Utica' : 'Dunkirk';
  return {
    family: 'ecr',
    brand: (BRANDS as readonly string[]).includes(brand) ? brand : lead,
    type: 'boilers',
    series: seriesName,
    model,
    fields,
    evidence: 'src',
    rule: `ECR ${seriesName} gas condensing hot water boiler, input MBH in the model number`,
    source: series.source,
  };
}

// Utica MGB cast-iron atmospheric gas boilers for forced hot water: the spec sheet (P/N 240005816 Rev. 1.0) prints "nine sizes
// with inputs of 50 to 300" and the IOM (P/N 37611601 Rev. C) the nine model numbers MGB50 … MGB300, so the number is the
// input in MBH; AFUE 84.1 % on every size. Later -J/-K builds (MGB-50J … MGB-200J) keep the number.
const MGB = /^MGB-?(\d{2,3})(?:-?[A-Z][A-Z0-9]{0,5})?$/;
const MGB_INPUTS = new Set([50, 75, 100, 125, 150, 175, 200, 250, 300]);
const MGB_SOURCE =
  'Utica Boilers MGB Series spec sheet P/N 240005816 Rev. 1.0 (nine sizes, inputs 50–300 MBH, AFUE 84.1 %): https://studylib.net/doc/18891000/mgb-spec-sheet-rev.-1.0; MGB IOM P/N 37611601 Rev. C (models MGB50 … MGB300): https://vdocuments.net/mgb-series-cast-iron-gas-fired-boilers-for-forced-hot-water-2015-08-25-an-iso.html';

function decodeMgb(model: string, brand: string): NomenclatureDecode | null {
  if (model.charCodeAt(0) !== 77 /* M */ || canonicalBrand(brand) !== 'Utica') return null;
  const m = MGB.exec(model);
  if (m === null) return null;
  const input = Number(m[1]);
  if (!MGB_INPUTS.has(input)) return null;
  return {
    family: 'ecr',
    brand: 'Utica',
    type: 'boilers',
    series: 'MGB',
    model,
    description: 'cast-iron gas-fired hot water boiler',
    fields: { heating_input_kbtuh: input, afue_percent: 84.1, efficiency_tier: 'atmospheric, non-condensing' },
    // The spec sheet states the range and the count; each size's input is read from the number (50 and 300 printed).
    evidence: 'pattern',
    rule: 'Utica MGB cast-iron gas boiler, input MBH in the model number',
    source: MGB_SOURCE,
  };
}

// Further lines as the ENERGY STAR boiler list files them (TRB4075, MAC-115, DKVLT-050): type only.
const ecrListed = listedBoilerRule('ecr.listed', 'ecr', BRANDS, /^(TRB|UBSSC|UCS|MACF?|MAHF?|SSV|DCBF?|DCCF?|DKVLT|DMG|EXB|VX|ECR97A|ECR)-?\d{2,4}/, 'TUMSDEV', 'TRB4075, MAC-115, DKVLT-050');

export const ECR_RULES: readonly NomenclatureRule[] = [
  { id: 'ecr.condensing-boiler', family: 'ecr', brands: BRANDS, unambiguousWithoutBrand: false, decode: decodeEcr },
  { id: 'ecr.utica-mgb', family: 'ecr', brands: BRANDS, unambiguousWithoutBrand: false, firstChars: 'M', decode: decodeMgb },
  ecrListed,
];
