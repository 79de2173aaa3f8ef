// Nordyne / Nortek B6EM and B6VM site-built air handlers (Frigidaire, Maytag, Intertherm … badges), beside the B6BM /
// B6BX readings of nordyne.ts. Coverage in README-extra.md ("Nortek B6EM / B6VM air handlers"). Type and blower kind only:
// the B6BM-series installation instructions name the lines but print no key for the letters and digits that follow.
import type { NomenclatureRule } from '../types';
import { brandIn } from '../kit/brand-guard';
import { decodeOf, pickBrand } from '../kit/rule-kit';
import { NORTEK_BRANDS } from './nordyne';

// "B6EM & B6VM air handlers use high efficiency circulating air motors that come in two variations ... The fixed speed
// motor control board controls the torque and the variable speed motor control board controls the airflow at a constant CFM."
const SOURCE =
  'Nordyne B6BM series air handler installation instructions ("High Efficiency Units (Variable & Fixed Speed)": B6EM fixed speed, torque control; B6VM variable speed, constant CFM): https://manuals.online/nordyne/air-handler/b6bm-series/user-manual/22fdd · the same text under "B6VM Series": https://manuzoid.com/manuals/B47AM-Unbranded%20B6VM%20Series%20Operating%20instructions';

// B6 · E / V · M · up to three option letters · optional dash · two or three size digits · K · optional revision (B6VMAX24K-B).
// The size digits are kept as printed: no document in reach ties them to a capacity for these lines.
const B6_HIGH_EFFICIENCY = /^B6([EV])M[A-Z]{0,3}-?\d{2,3}K(?:-?[A-D])?$/;

const b6HighEfficiency: NomenclatureRule = {
  id: 'nordyne.b6em-b6vm-air-handler',
  family: 'nordyne',
  brands: NORTEK_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'B',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 66 /* B */ || model.charCodeAt(1) !== 54 /* 6 */ || !brandIn(NORTEK_BRANDS, brand)) return null;
    const m = B6_HIGH_EFFICIENCY.exec(model);
    if (m === null) return null;
    const variable = m[1] === 'V';
    return decodeOf('nordyne', pickBrand(NORTEK_BRANDS, brand), model, {
      type: 'air handlers',
      series: variable ? 'B6VM' : 'B6EM',
      fields: { efficiency_tier: variable ? 'variable-speed blower (constant CFM)' : 'high-efficiency fixed-speed blower (constant torque)' },
      description: variable ? 'air handler, variable-speed blower' : 'air handler, high-efficiency fixed-speed blower',
      evidence: 'pattern',
      rule: 'Nordyne B6EM / B6VM air handlers (B6VMAX24K-B): type and blower kind from the B6BM-series instructions',
      source: SOURCE,
    });
  },
};

export const NORDYNE_B6_HIGH_EFFICIENCY_RULES: readonly NomenclatureRule[] = [b6HighEfficiency];
