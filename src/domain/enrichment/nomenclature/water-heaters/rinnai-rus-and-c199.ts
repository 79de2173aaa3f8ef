// Rinnai tankless lines the §10.5 rules do not take (issue 18): RUS65e / RUS75e (ENERGY STAR rows "(RUS65E)
// REU-KCM2025W-US", "(RUS75E) REU-KCM2528W-US", Gas Tankless) and the C199i / C199e commercial tankless heater of the
// Commercial Hybrid System manual ("C199i Commercial Tankless Water Heater"). Type, and N natural / P propane from the
// trailing letter Rinnai prints on every model; the number is a size class (RUS) or not tied to an input by these
// documents, so it is not read. Brand required. Coverage in README-extra.md.
import type { DecodedFields, NomenclatureRule } from '../types';
import { decodeOf } from '../kit/rule-kit';

const RUS_SOURCE =
  'ENERGY STAR Certified Water Heaters list, Rinnai rows RUS65e "(RUS65E) REU-KCM2025W-US" and RUS75e "(RUS75E) REU-KCM2528W-US", type Gas Tankless (shared/data/catalog/raw): https://www.energystar.gov/productfinder/';
const C199_SOURCE =
  'Rinnai Commercial Hybrid System installation and operation manual (CHS199100, 119 gallon, 199,000 BTU; "C199i Commercial Tankless Water Heater", storage tank, controller): https://manualzz.com/doc/48454812/commercial-hybrid-system-installation-and-operation-manual';

const RUS = /^RUS(65|75)([IE])([NP])?$/;
const C199 = /^C199([IE])([NP])?$/;
const GAS: Readonly<Record<string, DecodedFields['fuel']>> = { N: 'natural gas', P: 'propane' };

export const rinnaiRusAndC199: NomenclatureRule = {
  id: 'rinnai.rus-and-c199',
  family: 'rinnai',
  brands: ['Rinnai'],
  unambiguousWithoutBrand: false,
  firstChars: 'RC',
  decode(model, brand) {
    if (brand === '') return null;
    const r = RUS.exec(model);
    const c = r === null ? C199.exec(model) : null;
    if (r === null && c === null) return null;
    const gas = r !== null ? r[3] : c![2];
    return decodeOf('rinnai', 'Rinnai', model, {
      type: 'tankless water heaters',
      series: r !== null ? 'RUS' : 'C199',
      fields: { fuel: gas === undefined ? undefined : GAS[gas] },
      description: r !== null ? 'gas tankless water heater (RUS)' : 'commercial gas tankless water heater (C199)',
      evidence: r !== null ? 'pattern' : 'src',
      rule: 'Rinnai RUS65 / RUS75 and C199 tankless water heaters (i indoor / e exterior, N / P gas): type',
      source: r !== null ? RUS_SOURCE : C199_SOURCE,
    });
  },
};

export const RINNAI_RUS_C199_RULES: readonly NomenclatureRule[] = [rinnaiRusAndC199];
