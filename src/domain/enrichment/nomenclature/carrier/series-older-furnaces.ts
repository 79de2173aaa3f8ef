// Series-only keys for two furnace series shapes written alone (issue 18, id18m2; README-extra.md). They are tried
// after every titled entry, with the fallback's brand check (Carrier / Bryant / Payne), and read the type only.
// - Carrier 58 + two letters, the 1980s furnaces (58DX and its siblings): the titles below; a full number
//   with its input is read by carrier/furnaces-58-two-letter.ts.
// - Bryant 3xx + a letter + A + W / Z: RULES.md §2.4's Bryant furnace key (3xx · two letters · V/W/Z), whose full rule
//   (carrier/carrier.ts) reads every such series with its airflow and input. The V series written alone are read only where a
//   product-data title names them (the titled entries: a made-up 310CAV is no series); the W / Z suffix lines of the
//   1980s–1990s ("398AAW", "394GAW") have no title in reach, so their series alone is read by the key, with the middle
//   A every Bryant series has (310AAV … 394GAW), so a made-up 3xx + two other letters is not read.
import { PLACEHOLDERS_ONLY, type SeriesEntry } from '../series-kit';

const CARRIER_SOURCE_18M2 =
  'Carrier 58SX040 application data "Deluxe Gas-Fired Condensing Furnaces": https://azmanual.top/manuals/717842/carrier-58sx040.html · Carrier 58DX installation instructions "Deluxe Downflow Condensing Furnaces … Sizes 040-100": https://manualmachine.com/carrier/58dx/1491962-user-manual';

const BRYANT_KEY_SOURCE =
  'RULES.md §2.4 Bryant 3xx furnaces (3xx · two letters · V/W/Z · airflow · input) [S41]; Bryant furnace product-data titles (310AAV, 340AAV, 352AAV, 355MAV, 395CAV): https://homedocbox.com/amp/69526392-Appliances/352aav-4-way-multipoise-two-stage-condensing-gas-furnace-sizes-060-thru-120-catalog-no-pds-352a-60-1.html';

// - Bryant 394HAD / 396HAD: the D-suffix induced-combustion furnaces of the early 1990s, titled by Bryant's service and
//   maintenance procedures "394HAD, 396HAD series C gas-fired induced-combustion furnaces … sizes 65,000 through 150,000
//   Btuh" (396HAD downflow); the series only (the input block of that line is not in the document in reach).
const BRYANT_HAD_SOURCE =
  'Bryant service and maintenance procedures "394HAD, 396HAD series C gas-fired induced-combustion furnaces" (sizes 65,000 through 150,000 Btuh; Fig. 1 model 396HAD downflow): https://bryant.usermanuals.us/manual/6/Bryant-Furnace-394HAD-User-Manual.html';

export const FURNACE_SERIES_ENTRIES: readonly SeriesEntry[] = [
  {
    family: 'carrier',
    section: '§2.4 Bryant 394HAD / 396HAD induced-combustion gas furnaces, series written alone',
    first: '3',
    key: /^(39[46]HAD)/,
    tail: PLACEHOLDERS_ONLY,
    read(m) {
      const down = m[1] === '396HAD';
      return { series: m[1] ?? '', type: 'furnaces', description: down ? 'gas furnace, downflow (induced combustion)' : 'gas furnace (induced combustion)', fields: {}, evidence: 'pattern', source: BRYANT_HAD_SOURCE };
    },
  },
  {
    family: 'carrier',
    section: 'Carrier 1980s 58 + two-letter gas furnaces, series written alone',
    first: '5',
    key: /^58([A-Z]{2})/,
    tail: PLACEHOLDERS_ONLY,
    read(m) {
      return { series: `58${m[1] ?? ''}`, type: 'furnaces', description: 'gas furnace', fields: {}, evidence: 'pattern', source: CARRIER_SOURCE_18M2 };
    },
  },
  {
    family: 'carrier',
    section: '§2.4 Bryant numeric gas furnaces, W / Z series written alone (3xx + letter + A + W/Z)',
    first: '3',
    key: /^(3\d\d[A-Z]A[WZ])/,
    tail: PLACEHOLDERS_ONLY,
    read(m) {
      return { series: m[1] ?? '', type: 'furnaces', description: 'gas furnace', fields: {}, evidence: 'pattern', source: BRYANT_KEY_SOURCE };
    },
  },
];
