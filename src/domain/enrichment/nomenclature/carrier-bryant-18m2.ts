// Carrier's 1980s two-letter 58 gas furnaces with their size (issue 18, id18m2; README-extra.md). The series written
// alone, and Bryant's 3xx series alone, are series-only entries (series-entries-18m2.ts).
// - Carrier's 1980s furnaces carry 58 + two letters (+ input size): "58SX040 Deluxe Gas-Fired Condensing Furnaces"
//   (application data, 1984), "58DX Deluxe Downflow Condensing Furnaces … Sizes 040-100" (installation instructions).
//   Every 58 series Carrier titles is a gas furnace (58DLA, 58STA, 58MCA, 58PAV …, §2.4), so 58 + two letters alone or
//   with a 3-digit size is read as a furnace. Type only: those manuals' size list is not the §0.5 code list.
import { decodeOf } from './more-kit';
import type { NomenclatureRule } from './types';

export const CARRIER_SOURCE_18M2 =
  'Carrier 58SX040 application data "Deluxe Gas-Fired Condensing Furnaces": https://azmanual.top/manuals/717842/carrier-58sx040.html · Carrier 58DX installation instructions "Deluxe Downflow Condensing Furnaces … Sizes 040-100": https://manualmachine.com/carrier/58dx/1491962-user-manual';
const CARRIER_TWO_LETTER = /^58([A-Z]{2})(\d{3})$/;

const carrierTwoLetter: NomenclatureRule = {
  id: 'carrier.furnace-58-two-letter',
  family: 'carrier',
  brands: ['Carrier'],
  unambiguousWithoutBrand: false,
  firstChars: '5',
  decode(model, brand) {
    if (brand !== 'Carrier') return null;
    const m = CARRIER_TWO_LETTER.exec(model);
    if (m === null) return null;
    const size = Number(m[2]);
    if (size < 40 || size > 155) return null;
    return decodeOf('carrier', 'Carrier', model, {
      type: 'furnaces',
      series: `58${m[1] ?? ''}`,
      fields: {},
      description: 'gas furnace',
      evidence: 'pattern',
      rule: 'Carrier 1980s 58 + two-letter gas furnaces (58SX040, 58DX), type only',
      source: CARRIER_SOURCE_18M2,
    });
  },
};

export const CARRIER_BRYANT_RULES_18M2: readonly NomenclatureRule[] = [carrierTwoLetter];
