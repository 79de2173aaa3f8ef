// ACiQ PTAC heat pumps (issue 18): the service manuals list the models they cover, ACiQ-07PTC, -09PTC, -12PTC,
// -15PTC, -15PTC5 (PTAC Series, 7K–15K BTU/H) and the same with -B (PTAC-B Series). A PTAC is a self-contained
// through-the-wall unit: type `packaged units`, as room-units/ptac.ts. The number begins with the brand, so it is read
// without one too.
import type { NomenclatureRule } from '../types';
import { decodeOf } from '../kit/rule-kit';

const SOURCE =
  'ACiQ service manual "PTAC Series: 7K-15K BTU/H, Models Covered: ACiQ-07PTC, ACiQ-09PTC, ACiQ-12PTC, ACiQ-15PTC, ACiQ-15PTC5" (09-25-23): https://www.manualslib.com/manual/3470496/Aciq-Ptac-Series.html · ACiQ PTAC-B Series manual (ACiQ-07PTC-B … ACiQ-15PTC5-B, 03-11-24): https://manualspro.net/648007-aciq-ptac-b-series-heat-pump-air-conditioner-user-manual';
// ACIQ · - · class 07 / 09 / 12 / 15 (kBtu/h) · PTC · 5 (the 15PTC5) · -B series.
const PTAC = /^ACIQ-?(07|09|12|15)PTC(5?)(?:-?(B))?$/;

const aciqPtac: NomenclatureRule = {
  id: 'room-units.aciq-ptac',
  family: 'ductless_other',
  brands: ['ACiQ'],
  unambiguousWithoutBrand: true,
  firstChars: 'A',
  decode(model) {
    const m = PTAC.exec(model);
    if (m === null) return null;
    const [, cls = '', five = '', b] = m;
    if (five === '5' && cls !== '15') return null;
    const kbtuh = Number(cls);
    return decodeOf('ductless_other', 'ACiQ', model, {
      type: 'packaged units',
      series: `PTAC${b === undefined ? '' : '-B'}`,
      fields: { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: Math.round((kbtuh / 12) * 100) / 100 },
      description: 'packaged terminal heat pump (PTAC)',
      evidence: 'src',
      rule: 'ACiQ PTAC: ACiQ · class (07, 09, 12, 15 kBtu/h) · PTC · (5) · (-B series)',
      source: SOURCE,
    });
  },
};

export const ACIQ_PTAC_RULES: readonly NomenclatureRule[] = [aciqPtac];
