// Navien CC tankless heaters (2008–2011), the sibling the Navien America specification details print beside the CR
// ("Dimensional information: CC / CR"; manifold pressures by size 180 / 210 / 240; "A" models without a minimum flow
// rate). Type and series only: the document states an input for the CR-210 alone (navien.nr-np-cr reads it), so no
// input is read for the CC, and the size class is not an input (§0.4). Brand required. Coverage in README-extra.md.
import type { NomenclatureRule } from '../types';
import { decodeOf } from '../kit/rule-kit';

const SOURCE =
  'Navien America Inc., Specification Details for the Navien models (tankless water heaters for potable water heating and space heating; "Dimensional information: CC / CR", "CR-A / CR-A"; manifold gas pressure for 180 / 210 / 240; 0 GPM minimum flow for "A" models): https://manualzz.com/doc/23361966/navien-america-inc.---tankless-water-heaters';

const CC = /^CC-?(180|210|240)A?$/;

export const navienCc: NomenclatureRule = {
  id: 'navien.cc-tankless',
  family: 'navien',
  brands: ['Navien'],
  unambiguousWithoutBrand: false,
  firstChars: 'C',
  decode(model) {
    if (model.charCodeAt(1) !== 67) return null; // "C"
    if (!CC.test(model)) return null;
    return decodeOf('navien', 'Navien', model, {
      type: 'tankless water heaters',
      series: 'CC',
      description: 'tankless gas water heater (CC, the CR sibling)',
      fields: {},
      evidence: 'src',
      rule: 'Navien CC tankless water heaters, size classes 180 / 210 / 240 with an optional A (type only)',
      source: SOURCE,
    });
  },
};

export const NAVIEN_CC_RULES: readonly NomenclatureRule[] = [navienCc];
