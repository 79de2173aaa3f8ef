// Series keys of the series-only fallback (series-table.ts) for the shortest names owners write: a series of three
// to five characters and nothing else ("MIH", "V83", "IN5", "48SS", "24ABB", "TM9", "RGPJ", "CB30"). Each key is one
// an existing full rule reads and whose letters alone fix the type; the lists are the series the makers' own
// documents print, so a 3-character string of the same shape that no document names ("V15", "TQ9", "48QQ") stays
// undecoded. A boiler series written with its section count (Burnham "V83" = V8 series, 3 sections; Peerless
// "MI4") is read as the series only, the count within the range the manual prints. Brand required (the fallback's
// brand check); no capacity.
import { BURNHAM_IN_SOURCE, BURNHAM_V_SOURCE } from '../boilers/more-lines';
import { S as CARRIER_S, TIER as CARRIER_TIER } from '../carrier/carrier';
import { PEERLESS_MI_SOURCE, PEERLESS_PSC_SOURCE } from '../water-heaters/long-tail';
import { LENNOX_COIL_SOURCE } from '../lennox/coils';
import { cite } from '../kit/rule-kit';
import { OLDER_FURNACE_SOURCE as RHEEM_OLDER_FURNACE_SOURCE } from '../rheem/rheem';
import { PLACEHOLDERS_ONLY, type SeriesEntry } from '../series-kit';

/** Nothing after the series but placeholders ("48SS-XXX", "RGPJ-**"). */
const BARE = PLACEHOLDERS_ONLY;

// Peerless MI/MIH manual L0308189: MI 3–9 sections, MIH 3–6 (natural gas, 83 % AFUE); PSC manual: PSC-03 … PSC-06.
const PEERLESS_SECTIONS: Readonly<Record<string, readonly [number, number]>> = { MI: [3, 9], MIH: [3, 6], PSC: [3, 6] };
/** Peerless EC / ECT manual (models EC/ECT-03-075 … -06-300). */
const PEERLESS_EC_SOURCE = 'PB Heat Series EC/ECT Oil Boilers installation, operation & maintenance manual (models EC/ECT-03-075 … -06-300): somanuals.com/html/13/PB-Heat-Boiler-EC-Series-User-Manual.html';
// Burnham V8 manual 8142824 (V83 … V87 and the V8__ rating label) and V9 manual 8142927; the full rule's 2–9 sections.
// Independence manual 8141049: IN3 … IN12 (IN10–IN12 are read by the full rule).

/** Carrier 48 / 50 single-package series the product-data titles print (§2.1, PKG_LIST, HC_KEY and the titles below). */
const CARRIER_PACKAGED = new Set([
  // 48: gas heat / electric cooling (48SS product data form 48SS-4PD; 48XL-A Infinity product data; 48XZ, 48GS titles).
  '48SS', '48XL', '48XZ', '48GS', '48HC', '48TC', '48KC', '48LC',
  // 50: electric cooling or heat pump (50XP, 50XZ, 50JS, 50JZ, 50GS, 50GL, 50GX, 50HS, 50ZP, 50ZH, 50XL, 50ES, 50EZ, 50VG, 50VR, 50VT titles; 50HC key; 50TCQA manual).
  '50XP', '50XZ', '50JS', '50JZ', '50GS', '50GL', '50GX', '50HS', '50ZP', '50ZH', '50XL', '50ES', '50EZ', '50VG', '50VR', '50VT',
  '50HC', '50TC', '50KC', '50LC',
]);
const CARRIER_PACKAGED_TITLES =
  'Carrier 48SS product data (form 48SS-4PD, "Single-Package Gas Heating/Electric Cooling Units"): https://manualmachine.com/carrier/48ss/1064466-user-manual · 48XL-A Infinity product data ("Single-Packaged Air Conditioner and Gas Furnace System"): http://manualzz.com/doc/47696/48xl---09pd---county-heating-and-air-conditioning-inc · single-packaged product data titles (48XZ, 48GS, 50XP, 50XZ, 50JS, 50JZ, 50GS, 50GL, 50GX, 50HS, 50ZPB, 50ZHB, 50XL, 50ES, 50EZ, 50VG, 50VR, 50VT): https://homedocbox.com/amp/82708618-Appliances/Product-data-fig-1-unit-48xl-a.html';

/** Rheem / Ruud older gas-furnace series the conversion-kit chart and installation instructions list (§6.3 OLDER_GAS_FURNACE). */
const RHEEM_OLDER_FURNACES = new Set([
  'RS', 'TS', 'RK', 'RL', 'TK', 'FE', 'FG', 'GE', 'JF', 'FH', 'RM', 'RC', 'TC', 'TM', 'FD', 'GD', 'JD', // chart 62-24174-02, G11-494
  'PN', 'PS', 'LN', 'LS', // instructions 92-24161-38-09
  'DG', 'DJ', 'PH', 'PJ', 'VH', 'VJ', 'LH', 'LJ', // instructions 92-23531-70-01
]);

/** York / Coleman / Luxaire furnace titles without the stage letter (§7.2: T + M multi-position / G upflow + AFUE class 8 / 9). */
const YORK_SHORT_FURNACES = new Set(['TM8', 'TM9', 'TG8', 'TG9']);

/** Lennox coil series the titles print, by configuration (lennox/coils.ts key: C upflow, CR downflow, CH horizontal, CX multi-position). */
const LENNOX_COIL_SERIES = new Set(['C33', 'CR33', 'CH33', 'CH35', 'CX34', 'CX35', 'CH23', 'CR26', 'C22', 'C24']);
const LENNOX_COIL_CONFIG: Readonly<Record<string, string>> = { C: 'upflow', CR: 'downflow', CH: 'horizontal', CX: 'multi-position' };
const LENNOX_OLDER_COILS =
  'Lennox CH23 series horizontal evaporator coils installation instructions 503,486M (CH23-21 … CH23-68): https://usermanual.wiki/LENNOX/L0806272.1767032376/help · CR26 series downflow evaporator coils installation instructions 504,361M: https://usermanual.wiki/LENNOX/L0806276.1663934216/help · "B24/C22/24 Coils" engineering data bulletin (June 1994): https://homedocbox.com/amp/122270543-Appliances/B24-c22-24-coils-blower-coil-units-engineering-data-bulletin-june-1994-supersedes-august-b24-blower-unit-with-optional-electric-heat.html';

export const SHORT_SERIES_ENTRIES: readonly SeriesEntry[] = [
  {
    // Peerless MI / MIH / PSC cast-iron gas boilers written bare or with the section count (MIH, MI4, PSC5): water-heaters/long-tail.ts peerless.cast-iron.
    family: 'peerless',
    section: 'Peerless MI / MIH / PSC cast-iron gas boilers',
    first: 'MP',
    key: /^(MIH|MI|PSC)-?([1-9])?$/,
    tail: BARE,
    short: true,
    read(m) {
      const line = m[1] ?? '';
      const sections = m[2] === undefined ? undefined : Number(m[2]);
      const [lo, hi] = PEERLESS_SECTIONS[line] ?? [0, 0];
      if (sections !== undefined && (sections < lo || sections > hi)) return null;
      const mih = line === 'MIH';
      return {
        series: line,
        type: 'boilers',
        description: `cast-iron gas boiler${sections === undefined ? '' : `, ${sections} sections`}`,
        fields: mih ? { fuel: 'natural gas', afue_percent: 83 } : {},
        evidence: 'src',
        source: line === 'PSC' ? PEERLESS_PSC_SOURCE : PEERLESS_MI_SOURCE,
      };
    },
  },
  {
    // Peerless EC / ECT oil boilers written bare (ECT; "EC" is two characters and never reaches the fallback): boilers/as-owners-write.ts.
    family: 'peerless',
    section: 'Peerless EC / ECT oil boilers',
    first: 'E',
    key: /^ECT$/,
    tail: BARE,
    short: true,
    read() {
      return { series: 'EC / ECT', type: 'boilers', description: 'cast-iron oil-fired boiler', fields: { fuel: 'oil' }, evidence: 'src', source: PEERLESS_EC_SOURCE };
    },
  },
  {
    // Burnham V7 / V8 / V8H / V9 cast-iron boilers (H only on the V8, the ENERGY STAR V8H rows): the series, or the series + section count (V83 = V8, 3 sections): boilers/more-lines.ts burnham.v-series.
    family: 'burnham',
    section: 'Burnham V7 / V8 / V9 cast-iron boilers',
    first: 'V',
    key: /^V(?:(8)(H)([2-9])?|([789])([2-9]))$/,
    tail: BARE,
    short: true,
    read(m) {
      const line = m[1] ?? m[4] ?? '';
      const h = m[2] ?? '';
      const sections = m[3] ?? m[5];
      const oilOnly = line !== '9'; // V7 / V8 oil-fired; V9 light oil or gas (manual 8142927).
      return {
        series: `V${line}${h}`,
        type: 'boilers',
        description: `cast-iron ${oilOnly ? 'oil-fired ' : ''}boiler${sections === undefined ? '' : `, ${sections} sections`}`,
        fields: { fuel: oilOnly ? 'oil' : undefined },
        evidence: 'pattern',
        source: BURNHAM_V_SOURCE,
      };
    },
  },
  {
    // Burnham Independence IN + sections 3–9 (IN5): boilers/more-lines.ts burnham.independence (IN10–IN12 decode in full).
    family: 'burnham',
    section: 'Burnham Independence gas-fired boilers',
    first: 'I',
    key: /^IN([3-9])$/,
    tail: BARE,
    short: true,
    read(m) {
      return { series: 'Independence', type: 'boilers', description: `cast-iron gas-fired steam boiler, ${m[1] ?? ''} sections`, fields: {}, evidence: 'pattern', source: BURNHAM_IN_SOURCE };
    },
  },
  {
    // §2.1 Carrier / Bryant 48 / 50 single-package series without the size (48SS, 50TC): carrier.packaged-48-50.
    family: 'carrier',
    section: '§2.1 Carrier 48/50 single-package units',
    first: '45',
    key: /^(48|50)([A-Z]{2})/,
    tail: BARE,
    read(m) {
      const series = `${m[1] ?? ''}${m[2] ?? ''}`;
      if (!CARRIER_PACKAGED.has(series)) return null;
      const gas = m[1] === '48';
      return {
        series,
        type: 'packaged units',
        description: gas ? 'single-package gas heat / electric cooling unit' : 'single-package electric cooling or heat pump unit',
        fields: {},
        evidence: 'pattern',
        source: `${CARRIER_S.PKG_LIST} · ${CARRIER_PACKAGED_TITLES}`,
      };
    },
  },
  {
    // §2.2 [S34] Carrier 24 (AC) / 25 (HP) · A / H · tier · major series, written before the SEER digit (24ABB, 25HBC).
    family: 'carrier',
    section: '§2.2 Carrier 24/25 split outdoor',
    first: '2',
    key: /^(24|25)([AH])([BCPHNA])([A-Z])/,
    tail: BARE,
    read(m) {
      const [, fam = '', kind = '', tier = '', major = ''] = m;
      const ac = fam === '24';
      if (ac !== (kind === 'A')) return null;
      return {
        series: `${fam}${kind}${tier}${major}`,
        type: ac ? 'air conditioners' : 'heat pumps',
        description: ac ? 'split air conditioner' : 'split heat pump',
        fields: { efficiency_tier: CARRIER_TIER[tier] },
        evidence: 'pattern',
        source: CARRIER_S.S34,
      };
    },
  },
  {
    // §6.3 Rheem / Ruud older gas furnaces R / U + G + series letters, without the size code (RGPJ, UGRJ): rheem.indoor.
    family: 'rheem',
    section: '§6.3 older Rheem/Ruud gas furnaces',
    first: 'RU',
    key: /^([RU])G([A-Z]{2})/,
    tail: BARE,
    read(m) {
      const letters = m[2] ?? '';
      if (!RHEEM_OLDER_FURNACES.has(letters)) return null;
      return { series: `${m[1] ?? ''}G${letters}`, type: 'furnaces', description: 'gas furnace', fields: {}, evidence: 'pattern', source: RHEEM_OLDER_FURNACE_SOURCE };
    },
  },
  {
    // §7.2 York / Coleman / Luxaire furnace titles without the stage letter (TM9, TG8): york.furnace (TM9V, TG9S read by the wider key).
    family: 'york',
    section: '§7.2 York / Coleman / Luxaire furnaces',
    first: 'T',
    key: /^T[MG][89]$/,
    tail: BARE,
    short: true,
    read(m) {
      const series = m[0];
      if (!YORK_SHORT_FURNACES.has(series)) return null;
      const condensing = series.endsWith('9');
      return {
        series,
        type: 'furnaces',
        description: condensing ? 'condensing gas furnace' : 'gas furnace',
        fields: condensing ? { efficiency_tier: '90 %+ condensing' } : { afue_percent: 80 },
        evidence: 'pattern',
        source: cite('S97', 'S98', 'S99', 'S100', 'S101', 'S102'),
      };
    },
  },
  {
    // §5.3 Lennox CB + two-digit series (+ configuration), the air handlers before the X / A refrigerant letter (CB30, CB31MV): lennox.air-handler.
    family: 'lennox',
    section: '§5.3 Lennox air handlers',
    first: 'C',
    key: /^CB(\d\d)(UHV|UHE|UH|MV|M)?$/,
    tail: BARE,
    read(m) {
      return { series: `CB${m[1] ?? ''}`, type: 'air handlers', description: 'air handler', fields: {}, evidence: 'pattern', source: cite('S80') };
    },
  },
  {
    // Lennox evaporator coils written as configuration + series (C33, CH23, CR26): lennox/coils.ts lennox.coil (3x series) and the older coil titles.
    family: 'lennox',
    section: 'Lennox evaporator coils',
    first: 'C',
    key: /^(CR|CH|CX|C)(\d\d)$/,
    tail: BARE,
    short: true,
    read(m) {
      const series = `${m[1] ?? ''}${m[2] ?? ''}`;
      if (!LENNOX_COIL_SERIES.has(series)) return null;
      return {
        series,
        type: 'evaporator coils',
        description: `${LENNOX_COIL_CONFIG[m[1] ?? ''] ?? ''} evaporator coil`,
        fields: {},
        evidence: 'pattern',
        source: Number(m[2]) >= 30 ? LENNOX_COIL_SOURCE : LENNOX_OLDER_COILS,
      };
    },
  },
];
