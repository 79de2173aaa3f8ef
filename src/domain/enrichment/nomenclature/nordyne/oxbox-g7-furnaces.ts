// Oxbox-badged Nortek G7 gas furnaces (issue 18): FG7TC and KG7TN, as the ENERGY STAR certified furnaces
// list prints them (FG7TC 060D-VB, KG7TN 080D-35C: a space before the input). The key is the Nortek G7 key of
// nordyne.site-built (series letter · G7 · S / T stages · configuration letter · input); that rule needs a Nortek brand,
// Oxbox is Trane's distributor brand (brands.ts group trane), so this rule carries the Oxbox spelling.
import type { NomenclatureRule } from '../types';
import { decodeOf } from '../kit/rule-kit';
import { G7_SOURCE } from './nordyne';

const ROWS =
  'ENERGY STAR certified furnaces list, Oxbox rows (FG7TC 060D-VB … FG7TC 120D-VD 95 % AFUE, partner Nortek Global HVAC; KG7TN 060D-24B … KG7TN 115D-VD 96 % AFUE), shipped as shared/data/catalog/raw';
// F / K series letter · G7 · S single-stage / T two-stage · configuration letter · optional space or hyphen · input
// kBtu/h · cabinet letter · the rest (-VB, -35C).
const G7 = /^([FK])G7([ST])([A-Z]) ?-?(\d{3})([A-D])?(?:-?([A-Z0-9]{1,4}))?$/;
const STAGES: Record<string, string> = { S: 'single-stage', T: 'two-stage' };

const oxboxG7: NomenclatureRule = {
  id: 'nordyne.oxbox-g7-furnace',
  family: 'nordyne',
  brands: ['Oxbox'],
  unambiguousWithoutBrand: false,
  firstChars: 'FK',
  decode(model, brand) {
    if (brand === '') return null;
    const m = G7.exec(model);
    if (m === null) return null;
    const [, line = '', stage = '', config = '', input = ''] = m;
    const kbtuh = Number(input);
    // The G7 specifications state 60,000–120,000 Btu/h; the rows add 115.
    if (kbtuh < 40 || kbtuh > 140) return null;
    return decodeOf('nordyne', 'Oxbox', model, {
      type: 'furnaces',
      series: `${line}G7${stage}${config}`,
      fields: { heating_input_kbtuh: kbtuh, efficiency_tier: STAGES[stage] },
      description: 'condensing gas furnace (Nortek G7 key)',
      evidence: 'pattern',
      rule: 'Oxbox FG7 / KG7 gas furnaces: Nortek G7 key (series letter · G7 · S/T stages · configuration · input)',
      source: `${ROWS} · ${G7_SOURCE}`,
    });
  },
};

export const OXBOX_G7_RULES: readonly NomenclatureRule[] = [oxboxG7];
