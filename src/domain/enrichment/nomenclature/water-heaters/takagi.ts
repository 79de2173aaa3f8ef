// Takagi gas tankless water heaters: series from the model name; maximum input only where the
// series' own spec sheet or manual states one input for both gases. Coverage in README-extra.md.
import type { DecodedFields, NomenclatureDecode, NomenclatureRule } from '../types';

const BRANDS = ['Takagi'] as const;

interface Series {
  name: string;
  /** Maximum input (kBtu/h) when the source gives the same value for natural gas and LP. */
  inputKbtuh?: number;
  condensing?: boolean;
  source: string;
}

const SERIES: Readonly<Record<string, Series>> = {
  // T-H3 spec sheet TRGSS01512: "Takagi model T-H3-DV or T-H3-OS, having a maximum input rating of 199,000 Btu/h and available in NG or LP", condensing.
  'T-H3': {
    name: 'T-H3',
    inputKbtuh: 199,
    condensing: true,
    source: 'Takagi T-H3 spec sheet TRGSS01512 (June 2017), suggested specification — http://38.142.81.21:8001/manual/takagi/t-h3-os-lp/t-h3-spec-sheet-english/page-4.html',
  },
  // T-H3J-DV / T-H3S-DV: listed with T-H3-DV in the T-H3 series manual (Models T-H3J-DV / 240H, T-H3S-DV / 340H, T-H3-DV / 540H); inputs not printed there.
  'T-H3J': { name: 'T-H3J', condensing: true, source: 'Takagi T-H3J-DV / T-H3S-DV / T-H3-DV installation manual and owner\'s guide — https://www.readkong.com/page/on-demand-water-heater-installation-manual-and-owner-s-8171594' },
  'T-H3S': { name: 'T-H3S', condensing: true, source: 'Takagi T-H3J-DV / T-H3S-DV / T-H3-DV installation manual and owner\'s guide — https://www.readkong.com/page/on-demand-water-heater-installation-manual-and-owner-s-8171594' },
  // T-K3 / T-K3-Pro manual specifications: natural gas input max 199,000 Btu/h, LPG input max 199,000 Btu/h.
  'T-K3': {
    name: 'T-K3',
    inputKbtuh: 199,
    source: 'Takagi T-K3 / T-K3-Pro installation manual and owner\'s guide, specifications — https://manuzoid.com/manuals/kWGXq-Takagi%20Mobius%20T-K3-Pro%20Owner\'s%20manual',
  },
  // T-H1 manual: natural gas max 199,000 Btu/h but propane max 190,000 Btu/h: the input depends on the gas, so none is reported.
  'T-H1': { name: 'T-H1', source: 'Takagi T-H1 installation manual and owner\'s guide, specifications — https://manualmachine.com/takagi/th1/19596905-installation-manual-and-owners-manual' },
  // TK-540X3-NIH / TK-540X3-NEH submittal TRGSS00121: "maximum input rating of 199,000 Btu/h and available in NG or LP", condensing.
  'TK-540X3': {
    name: 'TK-540X3',
    inputKbtuh: 199,
    condensing: true,
    source: 'Takagi TK-540X3-NIH / TK-540X3-NEH water heater submittal TRGSS00121 (March 2022) — http://38.142.81.21:8001/manual/takagi/tk-540x3-neh/water-heater-water-heater-submittal-english/page-6.html',
  },
};

// "T-H3-DV-N", "T-H3-OS-LP", "T-K3-PRO", "TK-540X3-NIH", "T-H3J-DV"; the series, then option blocks.
const PATTERN = /^(T-H3J|T-H3S|T-H3|T-K3|T-H1|TK-540X3)(?:-[A-Z0-9]{1,4}){0,3}$/;

function decodeTakagi(model: string, brand: string): NomenclatureDecode | null {
  if (model.charCodeAt(0) !== 84 /* T */) return null;
  const m = PATTERN.exec(model);
  if (m === null) return null;
  const series = SERIES[m[1] ?? ''];
  if (series === undefined) return null;
  const fields: DecodedFields = {};
  if (series.inputKbtuh !== undefined) fields.heating_input_kbtuh = series.inputKbtuh;
  if (series.condensing === true) fields.efficiency_tier = 'condensing';
  return {
    family: 'takagi',
    brand: (BRANDS as readonly string[]).includes(brand) ? brand : BRANDS[0],
    type: 'tankless water heaters',
    series: series.name,
    model,
    fields,
    evidence: 'src',
    rule: `Takagi ${series.name} gas tankless water heater`,
    source: series.source,
  };
}

export const TAKAGI_RULES: readonly NomenclatureRule[] = [
  { id: 'takagi.tankless', family: 'takagi', brands: BRANDS, unambiguousWithoutBrand: false, decode: decodeTakagi },
];
