// York Sunline / Stellar / Sunline 2000 single-package units with any generation digit (issue 18, id18z). The §7.4
// rule (york/york.ts) reads D1 / D2 + two letters + 3-digit kBtu/h; the makers' installation instructions print the same
// key with other digits: "MODELS D7CG 036, 048 & 060 (10 SEER)" beside "MODEL D2CG 072", "Model DCG units are single
// package air conditioners with gas heat"; Sunline 2000 D3CG090; "D(CE, CG) 036, 048, 060 & 072" gas/electric; Stellar
// 2000 single package gas/electric. So D + digit 1–7 + two letters (C/E/H/N/G… the heat and cooling kind, read as
// the type only) + 3-digit cooling kBtu/h on the §0.2 grid is a packaged unit. Brand required (D + digit is short).
// README-extra.md, "York Sunline and Stellar packaged units".
import { coolingFromCode, decodeOf, pickBrand } from '../kit/rule-kit';
import type { NomenclatureRule } from '../types';
import { YORK_BRANDS as BRANDS } from './york';

const SOURCE =
  'York installation instructions "MODELS D7CG 036, 048 & 060 (10 SEER), MODEL D2CG 072 (9 EER)", "YORK Model DCG units are single package air conditioners with gas heat": https://manualmachine.com/york/d7cg060/1348580-user-manual · Sunline 2000 D3CG090 installation: https://manualshive.com/en/manual/york/sunline-2000-d3cg090/947612?page=3 · Sunline D(CE, CG) 036–072 and Stellar 2000 gas/electric single package titles: https://homedocbox.com/amp/72562657-Appliances/Installation-manual-sunline-gas-electric-single-package-air-conditioners-d-ce-cg-036-048-060-072-d-he-hg-036-048-060.html';
// D1 / D2 stay with york.packaged (listed first); this rule takes the other generation digits.
const SUNLINE = /^D([3-7])([A-Z]{2})(\d{3})(?![0-9])([A-Z0-9]{0,12})$/;

const yorkSunline: NomenclatureRule = {
  id: 'york.packaged-sunline-digit',
  family: 'york',
  brands: [...BRANDS],
  unambiguousWithoutBrand: false,
  firstChars: 'D',
  decode(model, brand) {
    if (brand === '') return null;
    const m = SUNLINE.exec(model);
    if (!m) return null;
    const code = m[3] ?? '';
    const capacity = coolingFromCode(code);
    if (!capacity || Number(code) < 18 || Number(code) > 240) return null;
    return decodeOf('york', pickBrand(BRANDS, brand), model, {
      type: 'packaged units',
      series: `D${m[1] ?? ''}${m[2] ?? ''}`,
      fields: capacity,
      description: 'single-package unit (Sunline / Stellar)',
      evidence: 'pattern',
      rule: 'York Sunline / Stellar packaged units: D · generation digit · two letters · kBtu/h',
      source: SOURCE,
    });
  },
};

export const YORK_SUNLINE_RULES: readonly NomenclatureRule[] = [yorkSunline];
