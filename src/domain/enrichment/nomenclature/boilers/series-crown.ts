// Series keys of the series-only fallback (series-table.ts) for boiler series written bare, three letters and
// nothing else ("CWI", "AWR", "TWZ"): the Crown Boiler series its installation instructions title (water-heaters/installed-base.ts
// crown.installed reads them with the size). Brand required (the fallback's brand check); no size.
import { CROWN_SOURCE } from '../water-heaters/installed-base';
import { PLACEHOLDERS_ONLY, type SeriesEntry } from '../series-kit';

/** Crown series by its manual title: what the boiler burns and heats. */
const CROWN_SERIES: Readonly<Record<string, string>> = {
  CWI: 'gas-fired natural draft hot-water boiler',
  AWI: 'gas-fired natural draft hot-water boiler',
  TWI: 'gas-fired natural draft hot-water boiler',
  AWR: 'gas-fired natural draft hot-water boiler',
  BWC: 'gas-fired direct-vent condensing hot-water boiler',
  TWZ: 'cast-iron oil-fired hot-water boiler',
};

export const BOILER_INSTALLED_SERIES_ENTRIES: readonly SeriesEntry[] = [
  {
    family: 'crown',
    section: 'Crown Boiler series (CWI, AWI, TWI, AWR, BWC, TWZ)',
    first: 'CATB',
    key: /^(CWI|AWI|TWI|AWR|BWC|TWZ)/,
    tail: PLACEHOLDERS_ONLY,
    short: true,
    read(m) {
      const series = m[1] ?? '';
      const description = CROWN_SERIES[series];
      if (description === undefined) return null;
      return {
        series,
        type: 'boilers',
        description,
        fields: series === 'TWZ' ? { fuel: 'oil' } : series === 'BWC' ? { efficiency_tier: 'condensing' } : {},
        evidence: 'src',
        source: CROWN_SOURCE,
      };
    },
  },
];
