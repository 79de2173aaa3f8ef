// Geothermal lines of makers already covered, with no rule before (issue 18, id18g). README-extra.md, "Bard GeoTec /
// Geo-Trio and GeoSmart lines".
// - Bard GeoTec GV (installation instructions 2100-510E "Water source heat pumps, models GV27S1-A, GV38S1-A, GV51S1-A,
//   GV61S1-A, GV71S1-A"; specification S3546 "GeoTec GV-Series high efficiency geothermal/water source packaged heat
//   pump … multi-capacity two-stage, Copeland step-capacity (2-stage) scroll"): GV · size 27 / 38 / 51 / 61 / 71 ·
//   S · digit · options. The size is a unit size, not a capacity (as for the dual-capacity sizes of
//   geothermal/energy-star-lines.ts): type and staging only.
// - Bard Geo-Trio compressor section GTC (2100-633A "GTA____UD1-A Coil + GTB1-A Blower Section + GTC__S2-AD_X
//   Compressor Section"; specification S3423 "Geo-Trio … multi-capacity two-stage"): GTC · size 36 / 48 / 60 · S ·
//   digit · options — type and staging.
// - GeoSmart Energy lines the ENERGY STAR geothermal list names (Premium H HE…, HS… / HT… water-to-water, Premium Q QT…,
//   Premium V VI…, ECO Y YT…; VI and YT also under WaterFurnace's name): type only, as geothermal/energy-star-lines.ts reads
//   the other makers' listed lines (no GeoSmart key was found: the 3-digit number is not read as a capacity).
// Brand required.
import { ES_GEOTHERMAL_SOURCE } from './energy-star-lines';
import { decodeOf, pickBrand } from '../kit/rule-kit';
import type { DecodedFields, NomenclatureDecode, NomenclatureFamily, NomenclatureRule } from '../types';

const BARD_GV_SOURCE =
  'Bard installation instructions 2100-510E, Water source heat pumps, models GV27S1-A, GV38S1-A, GV51S1-A, GV61S1-A, GV71S1-A: https://manualmachine.com/bard/gv71s1a/19831790-installation-instructions-manual · Bard GeoTec GV-Series specification S3546 (multi-capacity two-stage, step-capacity scroll): https://vdocument.in/geotec-gv-series-high-efficiency-geothermalwater-2016-11-16the-compressor.html';
const BARD_GEO_TRIO_SOURCE =
  'Bard 2100-633A Geo Trio counterflow heater accessory ("Bard Model GTA____UD1-A Coil + GTB1-A Blower Section + GTC__S2-AD_X Compressor Section"): https://manualzz.com/doc/8656981/2100-633 · Geo-Trio specification S3423 (geothermal/water source heat pump, multi-capacity two-stage): https://pdfslide.us/documents/geo-trio-high-efficiency-geothermalwater-source-step-capacity-compressor-copeland.html · GTC60S2ADCX installation manual (Geo-Trio GT Series water source nomenclature): https://manualmachine.com/bmc/gtc60s2adcx/983859-user-manual';

function geo(family: NomenclatureFamily, brands: readonly string[], brand: string, model: string, series: string, fields: DecodedFields, description: string, rule: string, source: string): NomenclatureDecode {
  return decodeOf(family, pickBrand(brands, brand), model, { type: 'geothermal heat pumps', series, fields, description, evidence: 'pattern', rule, source });
}

// ---- Bard ----
const BARD_GV = /^GV(27|38|51|61|71)S(\d)(?:-?[A-Z][A-Z0-9]{0,5})?$/;
const BARD_GTC = /^GTC(36|48|60)S(\d)(?:-?[A-Z][A-Z0-9]{0,5})?$/;

const bardGeothermal: NomenclatureRule = {
  id: 'bard.geothermal-gv-gtc-id18g',
  family: 'bard',
  brands: ['Bard'],
  unambiguousWithoutBrand: false,
  firstChars: 'G',
  decode(model, brand) {
    const c1 = model.charCodeAt(1);
    if (brand === '' || model.charCodeAt(0) !== 71 /* G */ || (c1 !== 86 && c1 !== 84)) return null; // GV…, GT…
    const gv = BARD_GV.exec(model);
    if (gv) return geo('bard', ['Bard'], brand, model, 'GeoTec GV', { efficiency_tier: 'two-stage' }, 'geothermal / water-source packaged heat pump', 'Bard GeoTec GV: type, two-stage', BARD_GV_SOURCE);
    const gtc = BARD_GTC.exec(model);
    if (gtc) return geo('bard', ['Bard'], brand, model, 'Geo-Trio GTC', { efficiency_tier: 'two-stage' }, 'geothermal / water-source heat pump, compressor section', 'Bard Geo-Trio GTC compressor section: type, two-stage', BARD_GEO_TRIO_SOURCE);
    return null;
  },
};

// ---- GeoSmart (and the VI / YT lines under WaterFurnace's name) ----
interface Line { prefix: string; re: RegExp; sizes: ReadonlySet<string>; series: string; description: string }
const sizes = (s: string): ReadonlySet<string> => new Set(s.split(' '));
/** After the size: option / revision characters as the list prints them (`HE040*1`, `QT038**1*1`, `YT024*A`). */
const TAIL = '(?:[-]?[A-Z0-9]{1,12})?$';
const VI_LINE: Line = { prefix: 'VI', re: new RegExp(`^VI(\\d{3})${TAIL}`), sizes: sizes('036 048 060'), series: 'Premium V VI', description: 'geothermal heat pump' };
const YT_LINE: Line = { prefix: 'YT', re: new RegExp(`^YT(\\d{3})${TAIL}`), sizes: sizes('024 036 048 060 072'), series: 'ECO Y YT', description: 'geothermal heat pump' };
const GEOSMART_LINES: readonly Line[] = [
  { prefix: 'HE', re: new RegExp(`^HE(\\d{3})${TAIL}`), sizes: sizes('040 050 066'), series: 'Premium H HE', description: 'geothermal heat pump, water-to-water' },
  { prefix: 'HS', re: new RegExp(`^HS(\\d{3})${TAIL}`), sizes: sizes('018 025 040 050 060'), series: 'HS', description: 'geothermal heat pump, water-to-water' },
  { prefix: 'HT', re: new RegExp(`^HT(\\d{3})${TAIL}`), sizes: sizes('100 120'), series: 'HT', description: 'geothermal heat pump, water-to-water' },
  { prefix: 'QT', re: new RegExp(`^QT(\\d{3})${TAIL}`), sizes: sizes('038 049 064 072'), series: 'Premium Q QT', description: 'geothermal heat pump' },
  VI_LINE,
  YT_LINE,
];

function listed(id: string, brands: readonly string[], firstChars: string, lines: readonly Line[], maker: string): NomenclatureRule {
  return {
    id,
    family: 'waterfurnace',
    brands,
    unambiguousWithoutBrand: false,
    firstChars,
    decode(model, brand) {
      if (brand === '') return null;
      for (const line of lines) {
        if (!model.startsWith(line.prefix)) continue;
        const m = line.re.exec(model);
        if (m === null || !line.sizes.has(m[1] ?? '')) continue;
        return geo('waterfurnace', brands, brand, model, line.series, {}, line.description, `${maker} geothermal heat pump line as ENERGY STAR lists it: type`, ES_GEOTHERMAL_SOURCE);
      }
      return null;
    },
  };
}

export const BARD_GEOSMART_LINE_RULES: readonly NomenclatureRule[] = [
  bardGeothermal,
  listed('geosmart.listed-id18g', ['GeoSmart'], 'HQVY', GEOSMART_LINES, 'GeoSmart'),
  listed('waterfurnace.listed-vi-yt-id18g', ['WaterFurnace', 'GeoStar'], 'VY', [VI_LINE, YT_LINE], 'WaterFurnace'),
];
