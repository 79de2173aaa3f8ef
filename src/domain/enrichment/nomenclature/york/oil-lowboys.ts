// York-group (Coleman, Luxaire, York) oil lowboy furnaces P*LB (issue 18, id18b): the series the installation
// instructions 035-14289 title "P*LB LOWBOY" (P*LBX16F12001, P*LBX20F19001), * standing for the brand character as in
// the group's P*UR gas furnaces. Coverage and evidence in README-extra.md ("York-group oil lowboys"). Brand required.
import type { NomenclatureRule } from '../types';
import { brandIn } from '../kit/brand-guard';
import { decodeOf, pickBrand } from '../kit/rule-kit';
import { YORK_BRANDS as BRANDS } from './york';

// The instructions give P*LBX16F14501 "an output range of 130,000 to 143,000 BTUH": the 3-digit field is not stated as
// an input or an output, so no capacity is read.
const SOURCE =
  'Coleman / UPG installation instructions 035-14289-000 "P*LB LOWBOY" oil furnaces (P*LBX16F12001, P*LBX20F19001): https://manualmachine.com/coleman/plbx16f12001/23168013-installation-instructions-manual · P*LBX16F14501 "rear-breech lowboy model with an output range of 130,000 to 143,000 BTUH": http://88.208.23.73:8080/en/manual/coleman/p-lbx16f14501/2635855?page=2';
const OIL_LOWBOY = /^P[0-9A-Z]LBX(\d{2})F(\d{3})(\d{2})?$/;

const yorkOilLowboy: NomenclatureRule = {
  id: 'york.oil-lowboy',
  family: 'york',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'P',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 80 || !brandIn(BRANDS, brand)) return null; // P
    if (!OIL_LOWBOY.test(model)) return null;
    return decodeOf('york', pickBrand(BRANDS, brand, 'Coleman'), model, {
      type: 'furnaces',
      series: 'P*LB',
      fields: { fuel: 'oil', efficiency_tier: 'lowboy' },
      description: 'oil furnace, lowboy',
      evidence: 'src',
      rule: 'York-group oil lowboy furnace P*LB (035-14289 title)',
      source: SOURCE,
    });
  },
};

export const YORK_OIL_RULES: readonly NomenclatureRule[] = [yorkOilLowboy];
