// Carrier 58 gas furnaces of the two-letter era (issue 18, id18d1): before the three-letter series of the 1990s
// (58STA, 58MXA, read by carrier/carrier.ts and the series-only table), Carrier printed the product number 58 (gas-fired
// furnace, RULES.md §2.4) with a two-letter series and the input in kBtu/h — "58SX040 Deluxe Gas-Fired Condensing
// Furnaces" (Carrier Application Data / Installation Guidelines). Owners copy the plate with the suffix after a dash.
// A model is 58 + two letters + a 3-digit input (20–160 kBtu/h, a multiple of 5) + optionally a dash and up to three
// letters or digits. Brand required: "58" + letters is not claimed without it. README-extra.md, "Carrier 58 two-letter series".
import { decodeOf, plausibleInputCode } from '../kit/rule-kit';
import type { NomenclatureRule } from '../types';

const SOURCE =
  'Carrier 58SX040 "Deluxe Gas-Fired Condensing Furnaces", Application Data / Installation Guidelines — Procedures: https://azmanual.top/manuals/717842/carrier-58sx040.html · RULES.md §2.4 (Carrier product number 58 = gas furnace)';
/** Two-letter series whose document states the kind: 58SX "Deluxe Gas-Fired Condensing Furnaces". */
const CONDENSING_SERIES = new Set(['SX']);

const OLDER_58 = /^58([A-Z]{2})(\d{3})(?:-?([A-Z0-9]{1,3}))?$/;

const carrier58Older: NomenclatureRule = {
  id: 'carrier.furnace-58-two-letter',
  family: 'carrier',
  brands: ['Carrier'],
  unambiguousWithoutBrand: false,
  firstChars: '5',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(0) !== 53 /* 5 */) return null;
    const m = OLDER_58.exec(model);
    if (m === null) return null;
    const [, letters = '', code = ''] = m;
    if (!plausibleInputCode(code)) return null;
    const condensing = CONDENSING_SERIES.has(letters);
    return decodeOf('carrier', 'Carrier', model, {
      type: 'furnaces',
      series: `58${letters}`,
      fields: { heating_input_kbtuh: Number(code), efficiency_tier: condensing ? 'condensing' : undefined },
      description: condensing ? 'condensing gas furnace' : 'gas furnace',
      evidence: 'pattern',
      rule: 'Carrier 58 gas furnaces, two-letter series · input kBtu/h (58SX040)',
      source: SOURCE,
    });
  },
};

export const CARRIER_58_OLDER_RULES: readonly NomenclatureRule[] = [carrier58Older];
