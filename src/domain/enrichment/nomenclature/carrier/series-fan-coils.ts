// Series keys of the series-only fallback (series-table.ts) for the 1985–2010 split-system installed base (issue 18,
// id18g): Carrier / Bryant fan coils written up to the series letters and cut before the size ("FB4CNF", "FV4BNF",
// "FK4C"), the way they are copied off a plate whose size field is worn or was left off. The fan-coil key
// (carrier.fan-coil, §2.5) fixes the type from the series alone; brand required (the fallback's brand check); no capacity.
import { S as CARRIER_S } from './carrier';
import { PARTIAL_FIELD, type SeriesEntry } from '../series-kit';

export const SPLIT_LINES_SERIES_ENTRIES: readonly SeriesEntry[] = [
  {
    // FA4B / FB4C / FC4C / FX4D (sizes 018–070 in kBtu/h) and the variable-speed FV4 / FK4 / FE4A / FH4A (size classes
    // 001–006): fan coil series · up to two option letters (N = no heat, F / B = …) · the size cut off.
    family: 'carrier',
    section: 'Carrier / Bryant fan coils cut before the size (§2.5)',
    first: 'F',
    key: /^(F[ABCX]4[A-Z]|F[VK]4[A-Z]|FE4A|FH4A)(?:[A-Z]{1,2})?/,
    tail: PARTIAL_FIELD,
    read(m) {
      const series = m[1] ?? '';
      const sizeClass = series[1] === 'V' || series[1] === 'K' || series === 'FE4A' || series === 'FH4A';
      return {
        series,
        type: 'air handlers',
        description: sizeClass ? 'variable-speed fan coil' : 'fan coil',
        fields: {},
        evidence: 'pattern',
        source: sizeClass ? CARRIER_S.S45 : CARRIER_S.S43,
      };
    },
  },
];
