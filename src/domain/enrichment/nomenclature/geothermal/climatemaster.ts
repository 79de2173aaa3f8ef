// ClimateMaster Tranquility water-source / geothermal heat pumps: series letters, cabinet
// configuration and unit size from ClimateMaster's own model keys and series titles
// (sources per series below; coverage and evidence in README-extra.md).
import type { DecodedFields, NomenclatureDecode, NomenclatureRule } from '../types';

const BRANDS = ['ClimateMaster'] as const;

interface SeriesKey {
  /** Series letters as ClimateMaster prints them ("TT" of "TTD/H/V 026-072"). */
  series: string;
  name: string;
  /** Cabinet configuration letters the source lists; null when the series has no configuration letter. */
  configurations: Readonly<Record<string, string>> | null;
  /** Unit sizes the source prints. */
  sizes: readonly number[];
  /**
   * True where the source prints only a size range ("018 - 070"): the sizes are then the range's
   * ends plus the RULES.md §0.2 nominal grid codes inside it, and a decode is evidence 'pattern'.
   */
  sizesFromRange?: boolean;
  /** Staging as the source's title states it; absent when the source does not state it. */
  staging?: string;
  /** Refrigerant as the source's title states it; absent when it does not. */
  refrigerant?: string;
  source: string;
}

/** RULES.md §0.2 nominal capacity grid (kBtu/h codes) up to 6 tons. */
const NOMINAL_GRID = [9, 12, 15, 18, 24, 30, 36, 42, 48, 54, 60, 72];
function gridWithin(min: number, max: number): number[] {
  return [...new Set([min, ...NOMINAL_GRID.filter((c) => c > min && c < max), max])];
}

const HVD: Readonly<Record<string, string>> = { H: 'horizontal', V: 'vertical', D: 'downflow' };
const HV: Readonly<Record<string, string>> = { H: 'horizontal', V: 'vertical' };

// The Tranquility series are HFC-410A ("EarthPure") lines per their sources' titles; the Genesis
// sources state no refrigerant, so none is reported for GR / GC.
const SERIES: Readonly<Record<string, SeriesKey>> = {
  // Source: ClimateMaster TCH/V 006-060 installation guide, model nomenclature ("TC – TRANQUILITY COMPACT R410A").
  TC: {
    refrigerant: 'R-410A',
    series: 'TC',
    name: 'Tranquility Compact (TC)',
    configurations: HV,
    sizes: [6, 9, 12, 15, 18, 24, 30, 36, 41, 42, 48, 60],
    source:
      'ClimateMaster Tranquility Compact (TC) TCH/V 006-060 installation guide, model nomenclature — https://manualspro.net/330271-climatemaster-tch-v-006-060-25-ton-130-eer-copper-vertical-geothermal-water-source-heat-pump-installation-guide',
  },
  // Source: ClimateMaster Tranquility 30 (TT) IOM 97B0075N05 ("Models TTD/H/V 026 - 072 60 Hz - HFC-410A"; physical data 026 038 049 064 072, two-stage scroll).
  TT: {
    refrigerant: 'R-410A',
    series: 'TT',
    name: 'Tranquility 27/30 two-stage (TT)',
    configurations: HVD,
    sizes: [26, 38, 49, 64, 72],
    staging: 'two-stage',
    source:
      'ClimateMaster Tranquility 30 (TT) Series IOM 97B0075N05, Models TTD/H/V 026-072 60 Hz HFC-410A — https://www.manualshelf.com/manual/climatemaster/dd-series/service-manual-english.html',
  },
  // Source: ClimateMaster Tranquility 20 (TS) catalog ("SINGLE-STAGE HORIZONTAL, VERTICAL, AND DOWNFLOW EARTHPURE SYSTEMS SIZES 018 - 070").
  TS: {
    refrigerant: 'R-410A',
    series: 'TS',
    name: 'Tranquility 20 single-stage (TS)',
    configurations: HVD,
    sizes: gridWithin(18, 70),
    sizesFromRange: true,
    staging: 'single-stage',
    source:
      'ClimateMaster Tranquility 20 (TS) Series catalog, single-stage horizontal, vertical and downflow EarthPure (HFC-410A) systems sizes 018-070 — https://documents.pub/document/tranquility-20-ts-series-at-low-liquid-pressure-drop-convoluted-copper-.html',
  },
  // Source: ClimateMaster Tranquility 22 Digital (TZ) submittal ("Models TZH/V 024 - 060 60Hz - HFC-410A") and catalog ("TWO-STAGE HORIZONTAL AND VERTICAL").
  TZ: {
    refrigerant: 'R-410A',
    series: 'TZ',
    name: 'Tranquility 22 Digital two-stage (TZ)',
    configurations: HV,
    sizes: gridWithin(24, 60),
    sizesFromRange: true,
    staging: 'two-stage',
    source:
      'ClimateMaster Tranquility 22 Digital (TZ) Series submittal data, Models TZH/V 024-060 60Hz HFC-410A — https://manualzilla.com/doc/7355590/climatemaster-dg-series-specifications',
  },
  // Source: ClimateMaster Tranquility Split (TTS/TAC/TAH) catalog ("TWO-STAGE INDOOR SPLIT EARTHPURE SYSTEMS SIZES 026 - 064").
  TTS: {
    refrigerant: 'R-410A',
    series: 'TTS',
    name: 'Tranquility Split two-stage indoor split (TTS)',
    configurations: null,
    sizes: [26, 38, 49, 64],
    staging: 'two-stage',
    source:
      'ClimateMaster Tranquility Split (TTS/TAC/TAH) Series catalog, two-stage indoor split EarthPure (HFC-410A) systems sizes 026-064 — https://documents.pub/document/tranquility-split-ttstactah-series-heating-split-ttstactah-series-two-stage.html',
  },
  // Source: ClimateMaster Tranquility 22 Compact Ultra Efficiency (TY) submittal data, "TYH/V 024-060 60Hz HFC-410A".
  TY: {
    refrigerant: 'R-410A',
    series: 'TY',
    name: 'Tranquility 22 Compact Ultra Efficiency (TY)',
    configurations: HV,
    sizes: gridWithin(24, 60),
    sizesFromRange: true,
    source:
      'ClimateMaster Tranquility 22 Compact Ultra Efficiency (TY) Series submittal data, TYH/V 024-060 60Hz HFC-410A — http://38.142.81.21:8001/manual/climatemaster/tyh-v-024-060-60hz-hfc-410a/specifications-english/page-64.html',
  },
  // Source: ClimateMaster engineering design guides "GENESIS STANDARD (GR) SERIES 0.5 TO 5 TON HORIZONTAL AND VERTICAL UNITS" and "GENESIS COMPACT (GC) SERIES 0.5 TO 5 TON …".
  GR: {
    series: 'GR',
    name: 'Genesis Standard (GR)',
    configurations: HV,
    sizes: gridWithin(6, 60),
    sizesFromRange: true,
    source:
      'ClimateMaster engineering design guide: Genesis Standard (GR) Series 0.5 to 5 ton horizontal and vertical units — https://homedocbox.com/amp/86027198-Appliances/Engineering-design-guide-tranquility-27-two-stage-tt-series-2-to-5-5-ton-horizontal-and-vertical-earthpure-units.html',
  },
  GC: {
    series: 'GC',
    name: 'Genesis Compact (GC)',
    configurations: HV,
    sizes: gridWithin(6, 60),
    sizesFromRange: true,
    source:
      'ClimateMaster engineering design guide: Genesis Compact (GC) Series 0.5 to 5 ton horizontal and vertical units — https://homedocbox.com/amp/86027198-Appliances/Engineering-design-guide-tranquility-27-two-stage-tt-series-2-to-5-5-ton-horizontal-and-vertical-earthpure-units.html',
  },
};

// Series letters, optional configuration letter, three-digit unit size, then revision/option
// characters (letters, digits, "*" wildcards, hyphens) or nothing.
const PATTERN = /^(TTS|T[CTSZY]|G[RC])([A-Z]?)(\d{3})([A-Z0-9*-]*)$/;

function decodeTranquility(model: string, brand: string): NomenclatureDecode | null {
  const c = model.charCodeAt(0);
  if ((c !== 84 /* T */ && c !== 71 /* G */) || model.length < 6) return null;
  const m = PATTERN.exec(model);
  if (m === null) return null;
  const [, letters = '', config = '', sizeDigits = ''] = m;
  const key = SERIES[letters];
  if (key === undefined) return null;
  let configuration: string | undefined;
  if (key.configurations === null) {
    if (config !== '') return null;
  } else {
    configuration = key.configurations[config];
    if (configuration === undefined) return null;
  }
  if (!key.sizes.includes(Number(sizeDigits))) return null;
  const fields: DecodedFields = {};
  if (key.refrigerant !== undefined) fields.refrigerant = key.refrigerant;
  const tier = [key.staging, configuration].filter((t): t is string => t !== undefined).join(', ');
  if (tier !== '') fields.efficiency_tier = tier;
  return {
    family: 'climatemaster',
    brand: (BRANDS as readonly string[]).includes(brand) ? brand : BRANDS[0],
    type: 'geothermal heat pumps',
    series: key.series,
    model,
    fields,
    evidence: key.sizesFromRange === true ? 'pattern' : 'src',
    rule: `ClimateMaster ${key.name} water-source/geothermal heat pump`,
    source: key.source,
  };
}

export const CLIMATEMASTER_RULES: readonly NomenclatureRule[] = [
  {
    id: 'climatemaster.tranquility',
    family: 'climatemaster',
    brands: BRANDS,
    // "TTV038…", "TCH036…" are short letter+size shapes other makers' catalogs could reuse.
    unambiguousWithoutBrand: false,
    decode: decodeTranquility,
  },
];
