// Allied Air (Lennox-owned: Armstrong Air, AirEase, Concord, Ducane) model-number nomenclature,
// RULES.md §5.5. Source: RULES.md §13 S69.
import type { NomenclatureRule } from './types';
import { cite, coolingFromCode, decodeOf, pickBrand, seerOk } from './more-kit';

// §5.5 Allied Air: 2SCU13LC136T-1A (2 = R-22 dry charge, 4 = R-410A; SCU/SHP; SEER; …1 + 2-digit capacity).
const ALLIED_SPLIT = /^([24])(SCU|SHP)(\d\d)([A-Z]{1,3})1(\d\d)(?![0-9])/;
const ALLIED_BRANDS = ['Allied', 'Armstrong Air', 'AirEase', 'Concord', 'Ducane'] as const;

export const alliedSplit: NomenclatureRule = {
  id: 'allied.split-outdoor',
  family: 'allied',
  brands: ALLIED_BRANDS,
  unambiguousWithoutBrand: true,
  decode(model, brand) {
    const c0 = model.charCodeAt(0);
    if (c0 !== 50 && c0 !== 52) return null; // 2, 4
    const m = ALLIED_SPLIT.exec(model);
    if (!m) return null;
    const [, ref = '', kind = '', seerDigits = '', line = '', cap = ''] = m;
    const seer = Number(seerDigits);
    const capacity = coolingFromCode(cap);
    if (!seerOk(seer) || !capacity) return null;
    return decodeOf('allied', pickBrand(ALLIED_BRANDS, brand), model, {
      type: kind === 'SCU' ? 'air conditioners' : 'heat pumps',
      series: `${ref}${kind}${seerDigits}${line}`,
      fields: { ...capacity, refrigerant: ref === '2' ? 'R-22' : 'R-410A', seer },
      evidence: 'pattern',
      rule: '§5.5 Allied Air split outdoor (2SCU13LC136T-1A, 4SCU13…)',
      source: cite('S69'),
    });
  },
};

export const ALLIED_RULES: readonly NomenclatureRule[] = [alliedSplit];
