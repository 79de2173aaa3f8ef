// Fedders split-system heat pumps of the "1.5 Through 5 Ton Heat Pump" installation, operation and maintenance manual,
// which lists CH24ACD1, CH30ACD1, CH36ACD1, CH42ACD1 and CH48ACD1 (README-extra.md, "Older North-American residential
// lines"). Fedders owned the Airtemp name for central air; the decode is filed under the `airtemp` family.
// Type only: the manual does not lay out the digits (the size is not read). Brand required.
import type { NomenclatureRule } from '../types';
import { decodeOf } from '../kit/rule-kit';

const SOURCE =
  'Fedders "Installation, Operation and Maintenance — 1.5 Through 5 Ton Heat Pump" (CH24ACD1, CH30ACD1, CH36ACD1, CH42ACD1, CH48ACD1): https://manualmachine.com/fedders/ch36acd1/23026740-installation';
const CH = /^CH(24|30|36|42|48)ACD1$/;

export const feddersHeatPump: NomenclatureRule = {
  id: 'airtemp.fedders-ch-heat-pump',
  family: 'airtemp',
  brands: ['Fedders'],
  unambiguousWithoutBrand: false,
  firstChars: 'C',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(0) !== 67) return null; // C
    if (CH.exec(model) === null) return null;
    return decodeOf('airtemp', 'Fedders', model, {
      type: 'heat pumps',
      series: 'CH',
      fields: {},
      description: 'split-system heat pump (outdoor unit)',
      evidence: 'pattern',
      rule: 'Fedders CH**ACD1 split heat pumps of the 1.5–5 ton manual (type only)',
      source: SOURCE,
    });
  },
};

export const FEDDERS_HEAT_PUMP_RULES: readonly NomenclatureRule[] = [feddersHeatPump];
