// Geothermal / water-source names owners write where the model number goes (issue 18, geo21), read with the
// machinery of series/marketing-names.ts (brand required, whole name, spaces / dashes / case ignored, no capacity,
// `seriesOnly: true`). Each name is printed on the maker's own geothermal / water-source documents:
// - WaterFurnace product codes of the submittal and catalog titles: 300A11 (3 Series), 500A11, 500R11 (indoor split),
//   500RO11 (outdoor split), 506A11 (packaged outdoor), 700A11 (7 Series, "variable speed" in its catalog title),
//   optionally after "3 Series" / "5 Series" / "7 Series".
// - Trane "Axiom", the name of its water-source heat pump line (WSHP-PRC017-EN, "Water Source Heat Pump Axiom
//   Horizontal/Vertical—GEH/GEV").
// - ClimateMaster "Genesis" (engineering design guides "Genesis Standard (GR) Series", "Genesis Compact (GC) Series").
// - Nordic (Maritime Geothermal) R + nominal size written without the hyphen in 3 characters (R25): the key of
//   nordic.geothermal (multi-family/water-source-room-ductless.ts), which reads the 4-character and longer forms; the dispatcher reads a
//   3-character number only from series-only entries. W + a 2-digit size stays unread without its functions, as there.
import type { EquipmentType } from '../../catalog/equipment-types';
import { type NameLine, namesEntry } from '../series/marketing-names';
import type { SeriesEntry } from '../series-kit';

const GEO: EquipmentType = 'geothermal heat pumps';
/** Words owners add after a line name: "series", "geothermal", "geo", "ground source", "water source", "heat pump". */
const GEO_TAIL = '(?:SERIES)?(?:GEOTHERMAL|GEO|GROUNDSOURCE|WATERSOURCE)?(?:SERIES)?(?:HEATPUMP|HP)?';

// —— WaterFurnace product codes ————————————————————————————————————————————————————————————————————————

const WF_CODES: Readonly<Record<string, { series: string; description: string; source: string; variable?: true }>> = {
  '300A11': {
    series: '3 Series 300A11',
    description: 'geothermal heat pump, dual capacity (WaterFurnace 3 Series 300A11)',
    source: 'WaterFurnace "300A11 Geothermal heat pump 2-6 ton (dual capacity)" submittal data SD2300AL: https://pdfslide.us/documents/sd2300al-300a11-geothermal-heat-pump-2-6-ton-dual-capacity-submittal-data-english.html',
  },
  '500A11': {
    series: '5 Series 500A11',
    description: 'geothermal heat pump (WaterFurnace 5 Series 500A11)',
    source: 'WaterFurnace "5 Series 500A11 Geothermal heat pump 1-6 ton (single speed) 2-6 ton (dual capacity)" specification catalog: https://studylib.net/doc/18183232/specification-catalog',
  },
  '500R11': {
    series: '5 Series 500R11',
    description: 'geothermal heat pump, indoor split (WaterFurnace 5 Series 500R11)',
    source: 'WaterFurnace "5 Series 500R11 Indoor Split Geothermal Heat Pump 2-6 ton" specification catalog: https://kipdf.com/specification-catalog-5-series-500r11-indoor-split-geothermal-heat-pump-2-6-ton-_5aceb71a7f8b9a6c478b45a4.html',
  },
  '500RO11': {
    series: '5 Series 500RO11',
    description: 'geothermal heat pump, outdoor split (WaterFurnace 5 Series 500RO11)',
    source: 'WaterFurnace "500RO11 Outdoor Split Geothermal Heat Pump 2-6 ton (dual capacity)" submittal data SD2504SN: https://fdocuments.us/document/sd2504sn-waterfurnace.html',
  },
  '506A11': {
    series: '5 Series 506A11',
    description: 'geothermal heat pump, packaged outdoor (WaterFurnace 5 Series 506A11)',
    source: 'WaterFurnace "5 Series 506A11 Geothermal Packaged Outdoor Heat Pump 2-6 ton (dual capacity)" specification catalog: https://pdfslide.net/documents/specification-catalog-speciication-catalog-2-1-foil-faced-fiberglass-6.html',
  },
  '700A11': {
    series: '7 Series 700A11',
    description: 'geothermal heat pump, variable speed (WaterFurnace 7 Series 700A11)',
    source: 'WaterFurnace "Specification Catalog 7 Series 700A11 Geothermal Heat Pump - 50Hz 009 - 015 kW (variable speed)": https://fdocuments.us/document/specification-catalog-geothermal-industries-australia-7-series-50hz-700a11-specification.html',
    variable: true,
  },
};

const WATERFURNACE_CODE_LINES: readonly NameLine[] = [
  {
    re: new RegExp(`^(?:([357])SERIES)?(300A11|500A11|500R11|500RO11|506A11|700A11)${GEO_TAIL}$`),
    read(m) {
      const code = WF_CODES[m[2]!]!;
      // "5 Series 300A11" names two lines: not read.
      if (m[1] !== undefined && !code.series.startsWith(m[1])) return null;
      return { series: code.series, types: [GEO], description: code.description, fields: code.variable ? { efficiency_tier: 'variable speed' } : {}, evidence: 'pattern', source: code.source };
    },
  },
];

// —— Trane Axiom ————————————————————————————————————————————————————————————————————————————————————————

const TRANE_AXIOM_LINES: readonly NameLine[] = [
  {
    re: new RegExp(`^AXIOM(GEH|GEV)?${GEO_TAIL}$`),
    read(m) {
      return {
        series: m[1] === undefined ? 'Axiom' : `Axiom ${m[1]}`,
        types: [GEO],
        description: 'water-source heat pump (Trane Axiom)',
        fields: {},
        evidence: 'pattern',
        source: 'Trane product catalog WSHP-PRC017-EN, "Water Source Heat Pump Axiom Horizontal/Vertical—GEH/GEV ½ – 5 Tons": https://dokumen.tips/documents/water-source-heat-pump-axiom-horizontalvertical-gehgev-5-en-2015-10.html',
      };
    },
  },
];

// —— ClimateMaster Genesis ——————————————————————————————————————————————————————————————————————————————

const CLIMATEMASTER_GENESIS_LINES: readonly NameLine[] = [
  {
    re: new RegExp(`^GENESIS(STANDARD|COMPACT)?(GR|GC)?${GEO_TAIL}$`),
    read(m) {
      // "Genesis Standard GC" mixes the two series: not read.
      if ((m[1] === 'STANDARD' && m[2] === 'GC') || (m[1] === 'COMPACT' && m[2] === 'GR')) return null;
      const letters = m[2] ?? (m[1] === 'STANDARD' ? 'GR' : m[1] === 'COMPACT' ? 'GC' : undefined);
      const series = letters === undefined ? 'Genesis' : letters === 'GR' ? 'Genesis Standard (GR)' : 'Genesis Compact (GC)';
      return {
        series,
        types: [GEO],
        description: `water-source / geothermal heat pump (ClimateMaster ${series})`,
        fields: {},
        evidence: 'pattern',
        source: 'ClimateMaster engineering design guides "Genesis Standard (GR) Series 0.5 to 5 ton horizontal and vertical units" and "Genesis Compact (GC) Series 0.5 to 5 ton …": https://homedocbox.com/amp/86027198-Appliances/Engineering-design-guide-tranquility-27-two-stage-tt-series-2-to-5-5-ton-horizontal-and-vertical-earthpure-units.html',
      };
    },
  },
];

// —— Nordic R + size in 3 characters ——————————————————————————————————————————————————————————————————

const NORDIC_SHORT_LINES: readonly NameLine[] = [
  {
    re: /^R(25|45|55|65|75|80)$/,
    read() {
      return {
        series: 'R',
        types: [GEO],
        description: 'liquid-to-air geothermal heat pump (Nordic R)',
        fields: {},
        evidence: 'pattern',
        source:
          'Nordic R-80-HACW-P-*S engineering specification 001691SPC-03 (model nomenclature: series R = liquid to air, nominal size 25 … 80): https://vdocuments.net/001691spc-03-r-80-hacw-p-s-sdef-60hz-ra80ahacwapa1sacasderfaxx.html',
      };
    },
  },
];

export const GEOTHERMAL_LINE_SERIES_ENTRIES: readonly SeriesEntry[] = [
  namesEntry('waterfurnace', 'WaterFurnace geothermal product codes (geo21)', '357', WATERFURNACE_CODE_LINES),
  namesEntry('trane', 'Trane Axiom water-source line name (geo21)', 'A', TRANE_AXIOM_LINES),
  namesEntry('climatemaster', 'ClimateMaster Genesis line name (geo21)', 'G', CLIMATEMASTER_GENESIS_LINES),
  namesEntry('nordic', 'Nordic R and nominal size (geo21)', 'R', NORDIC_SHORT_LINES),
];
