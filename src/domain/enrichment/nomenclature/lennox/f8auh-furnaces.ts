// Lennox F8AUH gas furnaces (late 1990s), as the Lennox service manual names the series: "F8AUH series units are
// mid-efficiency gas furnaces used for upflow or horizontal applications only … heating capacities of 45,000 to
// 120,000 Btuh" (F8AUHX: the California low-NOx build). The manual's specification table prints the models only as
// "F8AUH**" (size characters not laid out), so the characters after the series are not read: type only. The five
// letters F8AUH are printed by no other Lennox-group document found (the Allied and Lennox keys start otherwise).
// Coverage in README-extra.md ("Discontinued residential lines of the cross-reference gap scan"). Brand required.
import type { NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';

const SOURCE =
  'Lennox service manual "F8AUH Gas Furnaces Up-Flow/Horizontal, AFUE up to 80.5 %, heating input 45,000 to 120,000 Btuh" (Corp 9912 L5): https://homedocbox.com/Appliances/89102313-F8auh-gas-furnaces-up-flow-horizontal.html';
const BRANDS = ['Lennox'] as const;
// The series, then at most ten size / revision characters as written (F8AUH, F8AUHX, F8AUH-75, F8AUH045X).
const F8AUH = /^F8AUH[A-Z0-9-]{0,10}$/;

const f8auh: NomenclatureRule = {
  id: 'lennox.f8auh-furnace',
  family: 'lennox',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'F',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(1) !== 56 || model.charCodeAt(4) !== 72) return null; // F8…H, brand required
    if (!F8AUH.test(model)) return null;
    return decodeOf('lennox', pickBrand(BRANDS, brand, 'Lennox'), model, {
      type: 'furnaces',
      series: 'F8AUH',
      description: 'mid-efficiency gas furnace, upflow/horizontal',
      fields: {},
      evidence: 'src',
      rule: 'Lennox F8AUH gas furnaces by series (service manual title): type only',
      source: SOURCE,
    });
  },
};

export const LENNOX_F8AUH_RULES: readonly NomenclatureRule[] = [f8auh];
