// U.S. Boiler Company X-2 series cast-iron gas-fired boilers: the rating label's "Boiler Model Number X-20_" (X-203 …
// X-209 in the manual's listing). Type only: the manual's rating table was not in reach, so no input is reported and
// the last digit is not read. Brand required (U.S. Boiler is an alias of Burnham in brands.ts). Coverage in README-extra.md.
import type { NomenclatureRule } from '../types';
import { decodeOf } from '../kit/rule-kit';

const SOURCE =
  'U.S. Boiler Company, Installation, Operating and Service Instructions for X-2 Series Cast Iron Gas-Fired Boiler 106636-01 (rating label "Boiler Model Number X-20_"; models X-203, X-204, X-205, X-206, X-207, X-208, X-209): https://manualmachine.com/usboilercompany/x208/22175226-installation';

const X2 = /^X-?20([3-9])$/;

export const usBoilerX2: NomenclatureRule = {
  id: 'burnham.x2-cast-iron-gas',
  family: 'burnham',
  brands: ['Burnham'],
  unambiguousWithoutBrand: false,
  firstChars: 'X',
  decode(model) {
    if (!X2.test(model)) return null;
    return decodeOf('burnham', 'Burnham', model, {
      type: 'boilers',
      series: 'X-2',
      description: 'cast-iron gas-fired boiler',
      fields: {}, // gas-fired (natural or propane): no fuel field
      evidence: 'src',
      rule: 'U.S. Boiler X-2 series cast-iron gas boiler, rating-label model X-20_ (type only)',
      source: SOURCE,
    });
  },
};

export const US_BOILER_X2_RULES: readonly NomenclatureRule[] = [usBoilerX2];
