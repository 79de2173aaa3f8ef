// Oxbox (Trane Technologies' distributor brand) condensing gas furnaces J95…/J96…: the J951X installation
// instructions' wire-length table lists each model with its input. Brand required (Oxbox, or its Trane group).
import type { NomenclatureRule } from '../types';
import { decodeOf } from '../kit/rule-kit';

const BRANDS = ['Oxbox'] as const;

const SOURCE =
  'Oxbox J951X*U / J951X*D installation instructions, "Single stage condensing gas furnaces", 95.0 % AFUE, Table 5 (J951X038BU 38,000 … J951X120DU 115,000 Btu/h): https://www.manualslib.com/manual/1928970/Oxbox-J951x-U-Series.html?page=23 · https://manualshive.com/manual/oxbox/j951x-d-series/1664770';

// J · AFUE class 95 / 96 · stages digit · a letter · input code · cabinet B / C / D · U upflow/horizontal, D downflow · the rest.
const FURNACE = /^J(9[5-8])([12])([A-Z])(\d{3})([BCD])([UD])[A-Z0-9]{0,6}$/;
/** Table 5 of the J951X instructions: the input code is not always the input (090 = 85,000, 120 = 115,000 Btu/h). */
const J951_INPUT_KBTUH: Record<string, number> = { '038': 38, '054': 54, '072': 72, '090': 85, '108': 108, '120': 115 };

const oxboxFurnace: NomenclatureRule = {
  id: 'oxbox.condensing-furnace',
  family: 'trane',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'J',
  decode(model) {
    const m = FURNACE.exec(model);
    if (!m) return null;
    const [, afue = '', stages = '', , input = '', , flow = ''] = m;
    // Only the J951 (95 % single stage) line is documented; the others read as furnaces with their flow only.
    const documented = afue === '95' && stages === '1';
    return decodeOf('trane', 'Oxbox', model, {
      type: 'furnaces',
      series: `J${afue}${stages}`,
      fields: {
        heating_input_kbtuh: documented ? J951_INPUT_KBTUH[input] : undefined,
        afue_percent: documented ? 95 : undefined,
        efficiency_tier: [documented ? 'condensing, single-stage' : undefined, flow === 'U' ? 'upflow/horizontal' : 'downflow'].filter((t) => t !== undefined).join(', '),
      },
      description: 'condensing gas furnace',
      evidence: documented ? 'src' : 'pattern',
      rule: 'Oxbox J9 furnaces: J · AFUE class · stages · letter · input code · cabinet · U / D flow',
      source: SOURCE,
    });
  },
};

export const OXBOX_RULES: readonly NomenclatureRule[] = [oxboxFurnace];
