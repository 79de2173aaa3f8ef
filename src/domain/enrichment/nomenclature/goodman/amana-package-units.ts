// Amana gas/electric package units of 1998–2007 in the PG key (PGC24B0452A, PGB24C0452, PGA60C0902): PG, a line
// letter, nominal cooling kBtu/h, design series, gas heat input kBtu/h, a voltage digit, a revision letter.
// Decoded only with a brand of the family.
import type { NomenclatureRule } from '../types';
import { capacityFields, gridCapacity } from '../common';
import { decodeOf, pickBrand } from '../kit/rule-kit';

const AMANA_BRANDS = ['Amana', 'Goodman', 'Janitrol'] as const;
export const AMANA_PACKAGE_OLDER_SOURCE =
  'Amana "Gas-Electric Package Unit, models PGC(24-60)B and PGB58B, Installation Instructions" (May 1998, 11073904), Table 1 gas pack specifications (PGC24B0452A … PGC60B1352A: cooling capacity 24,000 … 60,000 Btuh, heating input 45,000 … 135,000 Btuh): https://manualmachine.com/amana/pgb58b/423820-user-manual · http://88.208.23.73:8080/en/manual/amana/pgb58b/2916806?page=3 · Goodman/Amana service instructions RS6300003 "PHB**C, PHD**C package heat pumps, PGA**C, PGB**C, PGD**C package gas & PCC**C package coolers": https://manualmachine.com/amana/pcc42c02/24250129-service-instructions-manual/';
// PG · line A/B/C/D · cooling kBtu/h · series B/C · input 045–135 · voltage digit · revision letter.
const AMANA_PG = /^PG([ABCD])(24|30|36|42|48|60)([BC])(045|070|090|115|135)(\d)([A-Z]?)$/;

export const amanaPackageOlder: NomenclatureRule = {
  id: 'goodman.amana-package-older-id18d5',
  family: 'goodman',
  brands: AMANA_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'P',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(0) !== 80 || model.charCodeAt(1) !== 71) return null; // PG
    const m = AMANA_PG.exec(model);
    if (m === null) return null;
    const [, line = '', cooling = '', , input = ''] = m;
    const c = gridCapacity(cooling);
    if (c === null) return null;
    return decodeOf('goodman', pickBrand(AMANA_BRANDS, brand, 'Amana'), model, {
      type: 'packaged units',
      series: `PG${line}`,
      fields: Object.assign({}, capacityFields(c), { heating_input_kbtuh: Number(input) }),
      description: 'packaged gas/electric unit',
      evidence: 'src',
      rule: 'Amana gas/electric package units, PG key (PGC24B0452A)',
      source: AMANA_PACKAGE_OLDER_SOURCE,
    });
  },
};

export const AMANA_PACKAGE_OLDER_RULES: readonly NomenclatureRule[] = [amanaPackageOlder];
