// Series keys of the series-only fallback (series-table.ts) for the Carrier 2010s furnace key written
// without its input: 58/59 + two letters + digit + series letter ("59TP6A", "59MN7A", "58SC0A").
// The key is the first four fields of carrier/carrier.ts's FURNACE_2010 rule, from the sources that rule
// cites; 59 = condensing, 58 = non-condensing as in that rule. Nothing else is stated.
import { S as CARRIER_S } from './carrier';
import { PARTIAL_FIELD, type SeriesEntry } from '../series-kit';

export const MORE_SERIES_ENTRIES: readonly SeriesEntry[] = [
  {
    // §2.4 Carrier furnaces, 2010s key: 58/59 + two letters + digit + series letter, before the input.
    family: 'carrier',
    section: '§2.4 Carrier 58/59 gas furnaces, 2010s key',
    first: '5',
    key: /^(58|59)([A-Z]{2})(\d)([A-Z])/,
    tail: PARTIAL_FIELD,
    read(m) {
      const [, fam = '', letters = '', digit = '', line = ''] = m;
      const condensing = fam === '59';
      return {
        series: `${fam}${letters}${digit}${line}`,
        type: 'furnaces',
        description: condensing ? 'condensing gas furnace' : 'non-condensing gas furnace',
        fields: { efficiency_tier: condensing ? '90 %+ condensing' : undefined },
        evidence: 'pattern',
        source: `${CARRIER_S.CARRIER_59SC5_SUBMITTAL}; ${CARRIER_S.CARRIER_59SC2}`,
      };
    },
  },
];
