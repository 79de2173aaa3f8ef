// Geothermal product-line names owners write where the model number goes (issue 18, names19): ClimateMaster
// Tranquility / Trilogy, WaterFurnace 3 / 5 / 7 Series, Envision, Synergy 3D, Versatec, GeoStar Aston / Magnolia
// Plus / Sycamore, GeoComfort Compass / Element / Navigator / Serenity, Hydron Module Origin / Revolution …, TETCO
// Ion / ES4 …, Trane T1GX … TVGX, Carrier GT-PC / PX / PB / PW and Bosch Greensource. Every name here is printed in
// the "Model Name" column of the ENERGY STAR geothermal heat pump list under that brand (and, for ClimateMaster, in
// the series titles of its own catalogs), and these makers sell these names on geothermal heat pumps only, so the
// name fixes the type. Names the list prints for makers that use them on several types (Rheem Prestige, Ruud Ultra,
// York Affinity) are not read here. Machinery of series/marketing-names.ts (brand required, whole name, spaces /
// dashes / case ignored, a leading brand word dropped by index.ts, no capacity, `seriesOnly: true`); "heat pump"
// after the name is part of it here, any other written type word (furnace, AC) rejects it (namesEntry). Left out
// for want of a maker document read here: Trane XE 78 / 80 / 90, Carrier "Weathermaker Infinity", York "Diamond
// 90", Rheem "Criterion II", Olsen "Ultramax", Heil "1300 DX", MRCOOL "Universal" (see the names19 report).
import type { EquipmentType } from '../../catalog/equipment-types';
import { ES_GEOTHERMAL_SOURCE } from './energy-star-lines';
import { type NameLine, namesEntry } from '../series/marketing-names';
import type { SeriesEntry } from '../series-kit';

const GEO: EquipmentType = 'geothermal heat pumps';
/** Words owners add after a line name: "series", "geothermal", "geo", "ground source", "water source", "heat pump". */
const GEO_TAIL = '(?:SERIES)?(?:GEOTHERMAL|GEO|GROUNDSOURCE|WATERSOURCE)?(?:SERIES)?(?:HEATPUMP|HP)?';

// —— ClimateMaster —————————————————————————————————————————————————————————————————————————————————

const TRANQUILITY_SOURCE =
  'ClimateMaster series titles: Tranquility 30 (TT) Series IOM 97B0075N05 ("CLIMATEMASTER WATER-SOURCE HEAT PUMPS", Models TTD/H/V 026-072): https://www.manualshelf.com/manual/climatemaster/dd-series/service-manual-english.html · Tranquility 20 (TS) Series catalog (single-stage EarthPure systems 018-070): https://documents.pub/document/tranquility-20-ts-series-at-low-liquid-pressure-drop-convoluted-copper-.html · Tranquility 22 Digital (TZ) Series catalog: https://manualzz.com/doc/23576872/tranquility%C2%AE-22-digital-tz--series · Tranquility 16 Compact (TC), Tranquility 16 (TR), Tranquility 27 two-stage (TT), Tranquility Water-to-Water (THW) document titles: https://homedocbox.com/amp/75021518-Appliances/Geothermal-split-systems-climatemaster.html';
const TRILOGY_SOURCE =
  'ClimateMaster "Trilogy Q-Mode (QE) Series IOM" 97B0112N01 ("Residential Horizontal, Vertical & Downflow Packaged Geothermal Heat Pumps"): https://dokumen.tips/documents/trilogy-q-mode-qe-series-iom-files-4-geothermal-heating-and-cooling-trilogy.html';
const TRANQUILITY_NUMBERS = new Set(['16', '20', '22', '27', '30']);

const CLIMATEMASTER_LINES: readonly NameLine[] = [
  {
    // Tranquility 16 / 20 / 22 / 27 / 30 (+ Digital, Compact, Split, two-stage), Tranquility Digital / Compact / Split / Water to Water.
    re: new RegExp(`^TRANQUIL(?:L)?ITY(\\d\\d)?(DIGITAL|COMPACT|SPLIT|SPLITDIGITAL|TWOSTAGE|2STAGE|WATERTOWATER)?(T[CTSZYR])?${GEO_TAIL}$`),
    read(m) {
      if (m[1] === undefined && m[2] === undefined) return null;
      if (m[1] !== undefined && !TRANQUILITY_NUMBERS.has(m[1])) return null;
      const words = [m[1], m[2] === undefined ? undefined : m[2] === 'SPLITDIGITAL' ? 'Split Digital' : m[2] === 'WATERTOWATER' ? 'Water-to-Water' : m[2] === '2STAGE' || m[2] === 'TWOSTAGE' ? 'two-stage' : m[2][0] + m[2].slice(1).toLowerCase()];
      const water = m[2] === 'WATERTOWATER';
      return {
        series: ['Tranquility', ...words.filter((w) => w !== undefined)].join(' '),
        types: [GEO],
        description: water ? 'geothermal heat pump, water-to-water (Tranquility)' : 'geothermal heat pump (Tranquility)',
        fields: {},
        evidence: 'pattern',
        source: `${TRANQUILITY_SOURCE} · ${ES_GEOTHERMAL_SOURCE} (ClimateMaster model names "Tranquility 20", "Tranquility 22 Digital", "Tranquility 27", "Tranquility 27 Split Digital", "Tranquility 30 Digital", "Tranquility Water to Water Series")`,
      };
    },
  },
  {
    // Trilogy, Trilogy 40 / 45 (Q-Mode): the variable-speed packaged geothermal heat pump with water heating.
    re: new RegExp(`^TRILOGY(40|45)?(?:QMODE)?(?:QE)?${GEO_TAIL}$`),
    read(m) {
      return {
        series: m[1] ? `Trilogy ${m[1]}` : 'Trilogy',
        types: [GEO],
        description: 'geothermal heat pump, variable speed (Trilogy Q-Mode)',
        fields: { efficiency_tier: 'variable speed' },
        evidence: 'pattern',
        source: `${TRILOGY_SOURCE} · ${ES_GEOTHERMAL_SOURCE} (ClimateMaster model names "Trilogy", "Trilogy 40 Q-Mode")`,
      };
    },
  },
];

// —— WaterFurnace / GeoStar ————————————————————————————————————————————————————————————————————————

const WF_NAMES = `${ES_GEOTHERMAL_SOURCE} (WaterFurnace model names "3 Series", "5 Series", "5 Series (Indoor Split)", "5 Series (Outdoor Split)", "7 Series", "Envision Console", "Envision NDW Series Dual Capacity", "Envision NSW Series", "Synergy 3D", "Versatec Ultra"; GeoStar "Aston", "Magnolia Plus", "Sycamore")`;
const WF_5_SERIES_SOURCE = 'WaterFurnace 5 Series 500RO11 Outdoor Split Geothermal Heat Pump submittal data SD2504SN 04/17: https://fdocuments.us/document/sd2504sn-waterfurnace.html';

const WATERFURNACE_LINES: readonly NameLine[] = [
  {
    // 3 Series, 5 Series, 7 Series, "Series 7" (+ indoor / outdoor split).
    re: new RegExp(`^(?:([357])SERIES|SERIES([357]))(INDOORSPLIT|OUTDOORSPLIT|SPLIT)?${GEO_TAIL}$`),
    read(m) {
      const n = m[1] ?? m[2]!;
      const split = m[3] === undefined ? '' : m[3] === 'INDOORSPLIT' ? ', indoor split' : m[3] === 'OUTDOORSPLIT' ? ', outdoor split' : ', split';
      return {
        series: `${n} Series`,
        types: [GEO],
        description: `geothermal heat pump${split} (WaterFurnace ${n} Series)`,
        fields: {},
        evidence: 'pattern',
        source: n === '5' ? `${WF_NAMES} · ${WF_5_SERIES_SOURCE}` : WF_NAMES,
      };
    },
  },
  {
    // Envision (Envision2, Envision Console, Envision NSW / NDW), Synergy 3D, Versatec (Ultra).
    re: new RegExp(`^(ENVISION2?|SYNERGY3D?|VERSATEC)(ULTRA|CONSOLE|N[SD][A-Z])?${GEO_TAIL}$`),
    read(m) {
      const line = m[1]!;
      const series = line.startsWith('ENVISION') ? `Envision${line.endsWith('2') ? '2' : ''}` : line.startsWith('SYNERGY') ? 'Synergy 3D' : 'Versatec';
      if (m[2] === 'ULTRA' && series !== 'Versatec') return null;
      if (m[2] !== undefined && m[2] !== 'ULTRA' && !series.startsWith('Envision')) return null;
      const extra = m[2] === undefined ? '' : m[2] === 'ULTRA' ? ' Ultra' : m[2] === 'CONSOLE' ? ' Console' : ` ${m[2]}`;
      return { series: `${series}${extra}`, types: [GEO], description: `geothermal heat pump (WaterFurnace ${series}${extra})`, fields: {}, evidence: 'pattern', source: WF_NAMES };
    },
  },
  {
    // GeoStar: Aston, Magnolia Plus, Sycamore.
    re: new RegExp(`^(ASTON|MAGNOLIA(?:PLUS)?|SYCAMORE)${GEO_TAIL}$`),
    read(m) {
      const series = m[1] === 'ASTON' ? 'Aston' : m[1] === 'SYCAMORE' ? 'Sycamore' : 'Magnolia Plus';
      return { series, types: [GEO], description: `geothermal heat pump (GeoStar ${series})`, fields: {}, evidence: 'pattern', source: WF_NAMES };
    },
  },
];

// —— Enertech (GeoComfort), Bosch —————————————————————————————————————————————————————————————————————

const ENERTECH_LINES: readonly NameLine[] = [
  {
    // GeoComfort Compass, Element, Navigator, Serenity (GS, GT, GTC).
    re: new RegExp(`^(COMPASS|ELEMENT|NAVIGATOR|SERENITY(?:GS|GTC|GT)?)${GEO_TAIL}$`),
    read(m) {
      const w = m[1]!;
      const series = w.startsWith('SERENITY') ? `Serenity${w.length > 8 ? ` ${w.slice(8)}` : ''}` : w[0] + w.slice(1).toLowerCase();
      return {
        series,
        types: [GEO],
        description: `geothermal heat pump (GeoComfort ${series})`,
        fields: {},
        evidence: 'pattern',
        source: `${ES_GEOTHERMAL_SOURCE} (GeoComfort model names "Compass", "Element", "Navigator", "Serenity GS", "Serenity GT", "Serenity GTC")`,
      };
    },
  },
];

// —— Trane, Carrier ————————————————————————————————————————————————————————————————————————————————————

const ENERTECH_BADGE_NAMES: Readonly<Record<string, string>> = { ORIGIN: 'Origin', REVOLUTION: 'Revolution', EVOLUTION: 'Evolution', STRATUS: 'Stratus', CRUISE: 'Cruise', ION: 'Ion' };
const ENERTECH_BADGE_LINES: readonly NameLine[] = [
  {
    // Hydron Module Origin / Revolution / Evolution / Stratus / Cruise, TETCO Ion / ES4 (-X) / ES5 / ES6V / ESIII (-X).
    re: new RegExp(`^(ORIGIN|REVOLUTION|EVOLUTION|STRATUS|CRUISE|ION|ES(?:4X?|5|6V|IIIX?))${GEO_TAIL}$`),
    read(m) {
      const w = m[1]!;
      const series = ENERTECH_BADGE_NAMES[w] ?? (w.endsWith('X') ? `${w.slice(0, -1)}-X` : w);
      return {
        series,
        types: [GEO],
        description: `geothermal heat pump (${series})`,
        fields: {},
        evidence: 'pattern',
        source: `${ES_GEOTHERMAL_SOURCE} (Hydron Module model names "Origin", "Revolution", "Evolution", "Stratus", "Cruise"; TETCO "Ion", "ES4", "ES4-X", "ES5", "ES6V", "ESIII-X Series")`,
      };
    },
  },
];

const TRANE_GEO_LINES: readonly NameLine[] = [
  {
    // T1GX, T2GX, TVGX, T1GH, T1GW, T2GC, T2GE, T2GN, T2GW (+ "Series"): the list's model names, the size left off
    // (the letters of trane.geothermal-listed; the 1 / 2 / V is not explained by the list, so no staging).
    re: new RegExp(`^([TA][12V]G[CEHNWXY])${GEO_TAIL}$`),
    read(m) {
      return { series: m[1]!, types: [GEO], description: 'geothermal heat pump', fields: {}, evidence: 'pattern', source: `${ES_GEOTHERMAL_SOURCE} (Trane model names "T1GH Series", "T1GW Series", "T1GX Series", "T2GC Series", "T2GE Series", "T2GN Series", "T2GW Series", "T2GX Series", "TVGX Series")` };
    },
  },
];
const CARRIER_GEO_LINES: readonly NameLine[] = [
  {
    // GT-PC, GT-PX, GT-PB, GT-PW: Carrier's geothermal product names (50YGV, 50YDS, 50YF, 50YEW / 50YER).
    re: new RegExp(`^GTP([CXBW])(SPLIT|DIGITAL|PACKAGED|WATERTOWATER)?${GEO_TAIL}$`),
    read(m) {
      return {
        series: `GT-P${m[1]}`,
        types: [GEO],
        description: m[1] === 'W' ? 'geothermal heat pump, water-to-water' : 'geothermal heat pump',
        fields: {},
        evidence: 'pattern',
        source: `${ES_GEOTHERMAL_SOURCE} (Carrier model name "GT-PC", 50YGV026) · Carrier geothermal titles "GT-PX SPLIT (50YDS) SERIES. Carrier Geothermal Heat Pump Systems", "GT-PB (50YF) Digital Packaged Series", "GT-PW (50YEW) Water-To-Water Series": https://autodocbox.com/amp/75036106-Performance_Vehicles/Tranquility-digital-split-tes-tep-tah-tac-series-two-stage-indoor-and-outdoor-split-earthpure-systems-sizes.html (document list)`,
      };
    },
  },
];
const BOSCH_LINES: readonly NameLine[] = [
  {
    // Greensource (Green Source): Bosch's geothermal line.
    re: new RegExp(`^GREENSOURCE(?:CDI)?${GEO_TAIL}$`),
    read() {
      return {
        series: 'Greensource',
        types: [GEO],
        description: 'geothermal heat pump (Bosch Greensource)',
        fields: {},
        evidence: 'pattern',
        source: `${ES_GEOTHERMAL_SOURCE} (brands "Bosch-Geo" / "BOSCH Geo", model name "Green Source")`,
      };
    },
  },
];

export const GEOTHERMAL_NAME_SERIES_ENTRIES: readonly SeriesEntry[] = [
  namesEntry('climatemaster', 'ClimateMaster Tranquility / Trilogy geothermal line names', 'T', CLIMATEMASTER_LINES),
  namesEntry('waterfurnace', 'WaterFurnace / GeoStar geothermal line names', '357SEVAM', WATERFURNACE_LINES),
  namesEntry('enertech', 'GeoComfort geothermal line names', 'CENS', ENERTECH_LINES),
  namesEntry('enertech', 'Hydron Module / TETCO geothermal line names', 'ORESCI', ENERTECH_BADGE_LINES),
  namesEntry('trane', 'Trane geothermal series names of the ENERGY STAR list', 'TA', TRANE_GEO_LINES),
  namesEntry('carrier', 'Carrier GT-P geothermal product names', 'G', CARRIER_GEO_LINES),
  namesEntry('bosch', 'Bosch Greensource geothermal line name', 'G', BOSCH_LINES),
];
