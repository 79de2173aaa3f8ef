// issue 18 (boil19): series keys of the series-only fallback (series-table.ts) for boiler series written bare, three
// characters and nothing else (Burnham "V11" and Series 2 sizes "203", Dunkirk / Utica "DXL" / "PWX" / "PSB" /
// "MGB" / "MGC", Crown "BSI", Weil-McLain "CGA" … "SGO", Burnham "RSA" / "2PV"); longer forms ("V-11", "V11 series") are read by
// boilers/cast-iron-series.ts, V11 with its section count by water-heaters/installed-base.ts. Brand required; no size.
import { BURNHAM_SERIES2_SOURCE, BURNHAM_V11_SOURCE, CROWN_BSI_SOURCE, DUNKIRK_SERIES_SOURCES, UTICA_SERIES_SOURCES } from './cast-iron-series';
import { PLACEHOLDERS_ONLY, type SeriesEntry } from '../series-kit';
import { BURNHAM_SERIES3_SOURCE } from './as-owners-write';

export const BOIL19_SERIES_ENTRIES: readonly SeriesEntry[] = [
  {
    // Burnham Series 2 sizes 202 … 210 written bare ("203"): the rating label's "2__-___" model with its size only.
    family: 'burnham',
    section: 'Burnham Series 2 gas boiler sizes 202–210',
    first: '2',
    key: /^(2(?:0[2-9]|10))/,
    tail: PLACEHOLDERS_ONLY,
    short: true,
    read(m) {
      return {
        series: 'Series 2',
        type: 'boilers',
        description: `cast-iron gas boiler (Series 2 size ${m[1] ?? ''})`,
        fields: {},
        evidence: 'src',
        source: BURNHAM_SERIES2_SOURCE,
      };
    },
  },
  {
    // Burnham (U.S. Boiler) Series 3 sizes 303 … 309 written bare ("307"), as the recall list prints them.
    family: 'burnham',
    section: 'Burnham Series 3 gas boiler sizes 303–309',
    first: '3',
    key: /^(30[3-9])/,
    tail: PLACEHOLDERS_ONLY,
    short: true,
    read(m) {
      return {
        series: 'Series 3',
        type: 'boilers',
        description: `cast-iron gas boiler (Series 3 size ${m[1] ?? ''})`,
        fields: {},
        evidence: 'pattern',
        source: BURNHAM_SERIES3_SOURCE,
      };
    },
  },
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
  {
    // Dunkirk / Utica (ECR) series written bare: DXL (Series II), PWX (Plymouth Xtreme), PSB (Plymouth Steam), MGB, MGC.
    family: 'ecr',
    section: 'Dunkirk DXL / PWX / PSB and Utica MGB / MGC boiler series',
    first: 'DPM',
    key: /^(DXL|PWX|PSB|MGB|MGC)/,
    tail: PLACEHOLDERS_ONLY,
    short: true,
    read(m) {
      const series = m[1] ?? '';
      const known = DUNKIRK_SERIES_SOURCES[series] ?? UTICA_SERIES_SOURCES[series];
      if (known === undefined) return null;
      return { series, type: 'boilers', description: known.description, fields: {}, evidence: 'src', source: known.source };
    },
  },
  {
    family: 'crown',
    section: 'Crown Boiler BSI steam boiler series',
    first: 'B',
    key: /^(BSI)/,
    tail: PLACEHOLDERS_ONLY,
    short: true,
    read() {
      return { series: 'BSI', type: 'boilers', description: 'gas-fired natural draft steam boiler', fields: {}, evidence: 'src', source: CROWN_BSI_SOURCE };
    },
  },
  {
    // Weil-McLain series names written bare, three letters (the owner lines of boilers/as-owners-write.ts read longer forms).
    family: 'weil_mclain',
    section: 'Weil-McLain CGA / CGS / CGT / LGB / WGO / SGO boiler series',
    first: 'CLWS',
    key: /^(CGA|CGS|CGT|LGB|WGO|SGO)/,
    tail: PLACEHOLDERS_ONLY,
    short: true,
    read(m) {
      const series = m[1] ?? '';
      const oil = series === 'WGO' || series === 'SGO';
      return {
        series,
        type: 'boilers',
        description: oil ? `cast-iron oil-fired ${series === 'SGO' ? 'steam' : 'water'} boiler` : 'cast-iron gas-fired boiler',
        fields: oil ? { fuel: 'oil' } : {},
        evidence: 'src',
        source: WM_SERIES_SOURCE,
      };
    },
  },
  {
    // Burnham RSA (Revolution steel) and 2PV written bare.
    family: 'burnham',
    section: 'Burnham RSA / 2PV boiler series',
    first: 'R2',
    key: /^(RSA|2PV)/,
    tail: PLACEHOLDERS_ONLY,
    short: true,
    read(m) {
      const series = m[1] ?? '';
      return {
        series,
        type: 'boilers',
        description: series === 'RSA' ? 'gas-fired boiler (RSA)' : 'cast-iron gas-fired boiler (Series 2PV)',
        fields: {},
        evidence: 'src',
        source: series === 'RSA' ? 'Burnham RSA boiler installation manual: https://manualshive.com/en/manual/bumham/rsa/2830335?page=8' : 'Burnham Series 2PV boiler installation, operating and service instructions: https://manualmachine.com/burnham/2pvseries/21732972-installation',
      };
    },
  },
];

const WM_SERIES_SOURCE =
  "Weil-McLain manuals: GOLD CGs gas-fired water boiler user's information manual 550-110-261 (http://somanuals.com/html/17/Weil-McLain-Boiler-GOLD-CGs-User-Manual.html), CGa series suggested specification (http://manualzz.com/doc/37544/cga-series-boiler-suggested), GOLD CGt and LGB gas fired boiler manuals (titles listed at https://homedocbox.com/amp/98632863-Appliances/Psc-series-gas-boilers-installation-operation-maintenance-manual.html), WGO oil-fired water boilers manual 550-141-826 (https://manualmachine.com/weilmclain/wgo4/24331652-user-manual), P/B/A W/WT/S GO specification (SGO steam; https://xtant.usermanuals.us/manual/17/Weil-McLain-Boiler-P-SGO-User-Manual.html)";
