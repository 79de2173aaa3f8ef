// Series-only keys for names owners write in the reverse word order of the maker's title (issue 18, id18z): Bryant
// prints "Plus 90x" / "Plus 95s" (353AAV, 355CAV product-data titles, carrier/series-entries.ts), owners write
// "95 Plus" — the AFUE class first, as "a 90-plus furnace" is said. The same condensing-furnace type as the title;
// no capacity; brand required (the fallback's brand check: Carrier / Bryant / Payne). README-extra.md, "Product-line
// names as owners write them".
import { PLACEHOLDERS_ONLY, type SeriesEntry } from '../series-kit';

const BRYANT_PLUS_TITLES_REVERSED =
  'Bryant product-data titles "353AAV Plus 90x 4-Way Multipoise Condensing Gas Furnace": https://manualmachine.com/bryant/353aav/1251863-user-manual · "Plus 95s MODEL 355CAV … Condensing Gas Furnace": https://homedocbox.com/amp/71923517-Appliances/Plus-95st-model-355cav-deluxe-4-way-multipoise-variable-speed-multi-stage-condensing-gas-furnace-series-100-input-rates-60-000-thru-120-000-btuh.html';

export const REVERSED_NAME_SERIES_ENTRIES: readonly SeriesEntry[] = [
  {
    // "95 Plus", "95 Plus S", "90 Plus X": the Bryant Plus 90 / Plus 95 names with the AFUE class written first.
    family: 'carrier',
    section: 'Bryant Plus 90 / Plus 95 furnace names, AFUE class written first',
    first: '9',
    key: /^(90|95)PLUS(X|S|ST|T)?$/,
    tail: PLACEHOLDERS_ONLY,
    name: true,
    read(m) {
      return { series: `Plus ${m[1] ?? ''}${(m[2] ?? '').toLowerCase()}`, type: 'furnaces', description: 'condensing gas furnace', fields: { efficiency_tier: '90 %+ condensing' }, evidence: 'pattern', source: BRYANT_PLUS_TITLES_REVERSED };
    },
  },
];
