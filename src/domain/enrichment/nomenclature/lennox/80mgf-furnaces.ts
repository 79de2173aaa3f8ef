// Lennox 80MGF mid-efficiency gas furnaces of the 1990s (issue 18, id18m2; README-extra.md). Lennox's service
// literature: "80MGF series units are mid-efficiency gas furnaces … available in heating capacities of 45,000 to
// 140,000 Btuh and cooling applications up to 5 tons … 80MGF-11 model units are equipped with the Lennox SureLight
// ignition system. The 80MGFX unit meets the California Nitrogen Oxides (NOx) … requirements"; the user's
// information manual is titled "80MGF SERIES GAS FURNACE" (503,069M, 1993). The model is written the way Lennox
// writes its other furnaces of that time (G26Q3-75, G24M3-75: lennox/lennox.ts §5.4): series (X low NOx) · cooling blower
// class in tons (2–5, or 3/4) · input in thousands of Btuh · cabinet letter · -revision (80MGF4-100C-11). No spec
// table of the series was in reach, so the positions rest on that convention and the stated ranges: evidence
// `pattern`, inputs limited to Lennox's 45 … 140 classes. Brand required.
import { decodeOf } from '../kit/rule-kit';
import type { NomenclatureRule } from '../types';

const SOURCE =
  'Lennox 80MGF series service literature ("heating capacities of 45,000 to 140,000 Btuh and cooling applications up to 5 tons", 80MGF-11, 80MGFX): http://www.manualslib.com/manual/3217573/Lennox-80mgf-Series.html · 80MGF series gas furnace user\'s information manual 503,069M: https://manualmachine.com/lennox/80mgf140/22647961-users-information-manual';
const MODEL = /^80MGF(X)?([2-5])(?:\/[3-6])?-(\d{2,3})([A-D])?(?:-\d{1,2})?$/;
const INPUTS = new Set([45, 60, 75, 80, 100, 120, 140]);

const lennox80mgf: NomenclatureRule = {
  id: 'lennox.80mgf',
  family: 'lennox',
  brands: ['Lennox'],
  unambiguousWithoutBrand: false,
  firstChars: '8',
  decode(model, brand) {
    if (brand !== 'Lennox') return null;
    const m = MODEL.exec(model);
    if (m === null) return null;
    const input = Number(m[3]);
    if (!INPUTS.has(input)) return null;
    const tons = Number(m[2]);
    return decodeOf('lennox', 'Lennox', model, {
      type: 'furnaces',
      series: `80MGF${m[1] ?? ''}`,
      fields: { heating_input_kbtuh: input, cooling_airflow_cfm: tons * 400 },
      description: m[1] === 'X' ? 'mid-efficiency gas furnace, low NOx' : 'mid-efficiency gas furnace',
      evidence: 'pattern',
      rule: 'Lennox 80MGF gas furnaces: series · cooling blower tons · input kBtu/h · cabinet · revision (80MGF4-100C-11)',
      source: SOURCE,
    });
  },
};

export const LENNOX_80MGF_RULES: readonly NomenclatureRule[] = [lennox80mgf];
