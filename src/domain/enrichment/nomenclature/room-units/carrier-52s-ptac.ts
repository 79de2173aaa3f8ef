// Carrier 52S packaged terminal air conditioners (heat/cool units), read on the model list of the 52S product data's
// quick reference. A PTAC is a self-contained through-the-wall unit: type `packaged units`, as room-units/ptac.ts.
// Coverage in README-extra.md ("PTAC, PTHP and room units of further makers").
import type { DecodedFields, NomenclatureRule } from '../types';
import { decodeOf } from '../kit/rule-kit';

// Quick reference "Heat/Cool Units": 52SEE207---3, 52SEE307---3, 52SEE209---3, 52SEE309---3, 52SEC212---3, 52SEC312---3,
// 52SEC512---3, 52SEC214---3, 52SEC314---3, 52SEC514---3 (230/208 V) and the same with ---4 (265 V); cooling 7,100 /
// 9,100 / 11,800 / 13,500 Btuh by the two digits 07 / 09 / 12 / 14; electric heat 7,800 / 11,600 / 16,900 Btuh by the
// digit before them (2 / 3 / 5). The class is read as thousands of Btu/h and the last digit as the voltage the list
// prints; the letter after E and the heater digit are not named by the list, so not read.
const SOURCE =
  'Carrier 52S series product data, quick reference "Heat/Cool Units" (52SEE207---3 … 52SEC514---4 with cooling Btuh, electric heat Btuh and volts): http://manualzilla.com/doc/7438815/carrier-52s-series-product-data';
const CARRIER_52S = /^52SE([CDE])([235])(07|09|12|14)(?:-*([34]))?$/;

const carrier52s: NomenclatureRule = {
  id: 'carrier.ptac-52s',
  family: 'carrier',
  brands: ['Carrier'],
  unambiguousWithoutBrand: false,
  firstChars: '5',
  decode(model) {
    if (model.charCodeAt(2) !== 83) return null; // 52S
    const m = CARRIER_52S.exec(model);
    if (m === null) return null;
    const [, , , cls = '', volts] = m;
    const kbtuh = Number(cls);
    const fields: DecodedFields = {
      cooling_capacity_kbtuh: kbtuh,
      cooling_capacity_tons: Math.round((kbtuh / 12) * 100) / 100,
      efficiency_tier: 'cooling with electric heat',
      voltage_v: volts === undefined ? undefined : volts === '3' ? 230 : 265,
      phase: volts === undefined ? undefined : 1,
    };
    return decodeOf('carrier', 'Carrier', model, {
      type: 'packaged units',
      series: '52SE',
      fields,
      description: 'packaged terminal air conditioner',
      evidence: 'pattern',
      rule: 'Carrier 52S PTAC heat/cool units: 52SE · letter · heater digit · class 07–14 · dashes · 3 (230/208 V) / 4 (265 V)',
      source: SOURCE,
    });
  },
};

export const CARRIER_52S_RULES: readonly NomenclatureRule[] = [carrier52s];
