// Trane / American Standard XE1200 over/under single-packaged heat pumps (issue 18, legacy lines): 4WHC3024 … 4WHC3060
// ("4WHC3036A1000A"). Trane installer's guide 18-BB36D1-4 "Single Packaged Heat Pump 13 SEER, Over/Under, 2, 2-1/2, 3,
// 3-1/2, 4, & 5 Ton, R-410A" (models 4WHC3024, 4WHC3030, 4WHC3036, 4WHC3042, 4WHC3048): the §4.2 packaged key
// (trane.packaged: refrigerant digit · W heat pump · cabinet letter · series · SEER digit · kBtu/h · design · electrical)
// with H (over/under) where the convertible units print C. Type, capacity, R-410A and 13 SEER as the guide's title
// states them for the listed models. The C-cabinet units stay with trane.packaged.
import { capacityFields, decoded, gridCapacity, reportedBrand } from '../common';
import type { NomenclatureRule } from '../types';

const BRANDS = ['Trane', 'American Standard'] as const;

const SOURCE =
  'Trane XE1200 installer\'s guide 18-BB36D1-4 "Single Packaged Heat Pump 13 SEER, Over/Under, 2, 2-1/2, 3, 3-1/2, 4, & 5 Ton, R-410A" (4WHC3024, 4WHC3030, 4WHC3036, 4WHC3042, 4WHC3048): https://manualmachine.com/trane/4whc3036/20081279-installers-manual';

const OVER_UNDER = /^4WHC3(\d{3})(?:([A-Z])(?:(\d)(\d{3})?([A-Z]{0,2}))?)?$/;

export const traneOverUnderPackaged: NomenclatureRule = {
  id: 'trane.packaged-over-under',
  family: 'trane',
  brands: BRANDS,
  unambiguousWithoutBrand: true,
  firstChars: '4',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 52 /* 4 */) return null;
    const m = OVER_UNDER.exec(model);
    if (m === null) return null;
    // Cut after the size ("4WHC3036"), as the guide lists the models: only with a brand.
    if (m[2] === undefined && brand === '') return null;
    const c = gridCapacity(m[1] ?? '');
    if (c === null || c.offGrid || c.kbtuh < 24 || c.kbtuh > 60) return null;
    return decoded({
      family: 'trane',
      brand: reportedBrand(brand, 'Trane'),
      type: 'packaged units',
      series: '4WHC3',
      model,
      description: 'single packaged heat pump, over/under',
      fields: Object.assign({}, capacityFields(c), { refrigerant: 'R-410A', seer: 13 }),
      evidence: 'src',
      rule: 'Trane XE1200 over/under packaged heat pumps (4WHC3024–4WHC3060)',
      source: SOURCE,
    });
  },
};

export const TRANE_OVER_UNDER_RULES: readonly NomenclatureRule[] = [traneOverUnderPackaged];
