// issue 18 (boil19): series key of the series-only fallback (series-table.ts) for a Burnham commercial cast-iron
// series written bare, three characters and nothing else ("V11"); longer forms ("V-11", "V11 series") are read by
// boilers-installed-boil19.ts, V11 with its section count by heating-installed.ts. Brand required; no size.
import { BURNHAM_V11_SOURCE } from './boilers-installed-boil19';
import { PLACEHOLDERS_ONLY, type SeriesEntry } from './series-kit';

export const BOIL19_SERIES_ENTRIES: readonly SeriesEntry[] = [
  {
    family: 'burnham',
    section: 'Burnham V11 commercial cast-iron boiler series',
    first: 'V',
    key: /^(V11)/,
    tail: PLACEHOLDERS_ONLY,
    short: true,
    read() {
      return {
        series: 'V9 / V11',
        type: 'boilers',
        description: 'commercial cast-iron boiler (light oil, gas or gas/oil)',
        fields: {},
        evidence: 'src',
        source: BURNHAM_V11_SOURCE,
      };
    },
  },
];
