// Navien lines the §10.4 module leaves out: the NR / NP and CR (condensing) tankless heaters of
// 2008–2013, size classes 180 / 210 / 240 with an optional A (recirculation buffer), and the NFB fire-tube / NFC
// combi boilers the ENERGY STAR boiler list names. The class numbers are not inputs (§0.4): no input is read,
// except CR-210 whose specification states 175,000 Btu/h maximum. Brand required.
import type { DecodedFields, NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';
import { listedBoilerRule } from '../boilers/weil-mclain-burnham';

const NAVIEN_BRANDS = ['Navien'] as const;
const NR_NP_SOURCE =
  'Navien NR/NP Series tankless gas water heater service manual 20A-GT-001 (models NR-180 / NR-210 / NR-240, NP-180 / NP-210 / NP-240 and their A models): https://studylib.net/doc/25989009/navien-nr-np-service-manual-2011 · Navien CR / CR-A specification details (CR-210, CR-210A: input max 175,000 Btu/h): https://manualzz.com/doc/23361966/navien-america-inc.---tankless-water-heaters';
const OLDER_TANKLESS = /^(NR|NP|CR)-?(180|210|240)(A?)(?![0-9])/;

export const navienOlderTankless: NomenclatureRule = {
  id: 'navien.nr-np-cr',
  family: 'navien',
  brands: NAVIEN_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'NC',
  decode(model, brand) {
    if (brand === '') return null;
    const m = OLDER_TANKLESS.exec(model);
    if (!m) return null;
    const [, line = '', size = '', recirculation = ''] = m;
    // CR: the specification lists a condensing stainless heat exchanger; NR / NP: the manual's words are not read as a tier.
    const parts = [line === 'CR' ? 'condensing' : undefined, recirculation === 'A' ? 'recirculation (A)' : undefined].filter((x) => x !== undefined);
    const tier = parts.length === 0 ? undefined : parts.join(', ');
    const fields: DecodedFields = { efficiency_tier: tier, heating_input_kbtuh: line === 'CR' && size === '210' ? 175 : undefined };
    return decodeOf('navien', pickBrand(NAVIEN_BRANDS, brand), model, {
      type: 'tankless water heaters',
      series: line,
      fields,
      evidence: line === 'CR' && size === '210' ? 'src' : 'pattern',
      rule: 'Navien NR / NP / CR tankless water heaters, size classes 180 / 210 / 240 (NR-240A)',
      source: NR_NP_SOURCE,
    });
  },
};

export const navienListedBoilers = listedBoilerRule('navien.listed', 'navien', NAVIEN_BRANDS, /^(NFB|NFC)-?\d{3}/, 'N', 'NFB-175, NFC-250');

export const WATER_HEATERS_MORE_RULES: readonly NomenclatureRule[] = [navienOlderTankless, navienListedBoilers];
