// ICP §3.3 gas furnaces written without their brand letter (issue 18, legacy lines): "9MPD050F12B1", "9MPV075F14B1".
// ICP's literature prints the series with a star for the brand letter ("N9MP1, N9MP2, *9MPD — * denotes brands C, H, T",
// the [S55] installation instructions) and ICP's own manual lists carry the model without it (ICP "9MPD050F12B1" user
// manual). With an ICP badge given, the rest of the model is the §3.3 key after the brand letter: it is read by
// icp.furnace (icp/icp.ts) as the brand-neutral N print, and reported with the model as written. Brand required: without
// the letter the shape starts with a digit and says nothing about the maker.
import type { NomenclatureRule } from '../types';
import { brandIn } from '../kit/brand-guard';
import { ICP_BRANDS, icpFurnaceRule } from './icp';

const STARLESS = /^[89](MP|MS|MX|DN|MV)[A-Z0-9]\d{3}[A-F]\d{2}[A-Z0-9]{0,3}$/;

export const icpFurnaceWithoutBrandLetter: NomenclatureRule = {
  id: 'icp.furnace-without-brand-letter',
  family: 'icp',
  brands: ICP_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: '89',
  decode(model, brand) {
    if (brand === '' || !STARLESS.test(model) || !brandIn(ICP_BRANDS, brand)) return null;
    const d = icpFurnaceRule.decode(`N${model}`, brand);
    if (d === null) return null;
    return Object.assign({}, d, {
      model,
      series: d.series.slice(1),
      rule: `${d.rule}, written without the brand letter (*9MPD)`,
    });
  },
};

export const ICP_FURNACE_WITHOUT_BRAND_LETTER_RULES: readonly NomenclatureRule[] = [icpFurnaceWithoutBrandLetter];
