// Geothermal (ground / water-source) heat pump lines as the ENERGY STAR Certified Geothermal Heat Pumps
// list files them: WaterFurnace / GeoStar, Enertech (GeoComfort, Hydron Module, TETCO), ClimateMaster
// Tranquility 27/30 digital and water-to-water, the Florida Heat Pump-built Carrier / Bryant G… and ICP
// H… lines, Trane / American Standard T/A + 1/2/V + G, York Y…, Rheem / Ruud RPV. Type only (plus the
// compressor staging where a maker's key states it): the 3-digit number is a unit size, not a capacity
// (026 / 038 / 049 / 064 / 072 are the dual-capacity sizes). Coverage in README-extra.md.
import { ICP_BRANDS } from '../icp/icp';
import { decodeOf, pickBrand } from '../kit/rule-kit';
import type { DecodedFields, NomenclatureDecode, NomenclatureFamily, NomenclatureRule } from '../types';

/** The list every line below is read from (brand, model name and model number per row). */
export const ES_GEOTHERMAL_SOURCE =
  'ENERGY STAR Certified Geothermal Heat Pumps list (brand, model name, model number), shipped as shared/data/catalog/raw: https://www.energystar.gov/productfinder/product/certified-geothermal-heat-pumps/results';
/** WaterFurnace submittal SD2504SN: digit 1 N = 5 Series, digit 2 D = dual capacity; SD2500AN: 500A11 "1-6 ton (single speed) 2-6 ton (dual capacity)". */
const WF_KEY_SOURCE =
  'WaterFurnace 5 Series submittals SD2504SN (500RO11, model nomenclature: N = 5 Series, D = dual capacity) — https://fdocuments.us/document/sd2504sn-waterfurnace.html — and SD2500AN (500A11 geothermal heat pump 1-6 ton single speed, 2-6 ton dual capacity)';

interface Line {
  /** Anchored; group 1 = series, group `sizeGroup` (default 2) = size. */
  re: RegExp;
  sizeGroup?: number;
  /** Further check on the match (a size list per compressor letter). */
  accept?: (m: RegExpExecArray) => boolean;
  /** Sizes the list prints for the line. */
  sizes: ReadonlySet<string>;
  series: (m: RegExpExecArray) => string;
  description: (m: RegExpExecArray) => string;
  fields?: (m: RegExpExecArray) => DecodedFields;
  source?: string;
}

const sizes = (s: string): ReadonlySet<string> => new Set(s.split(' '));
/** After the size: option / revision characters as printed (`NDV038A111CTL`, `GZS015*****1B`, `SM024-1CS`). */
const TAIL = '(?:[-/]?[A-Z0-9*]{1,16}){0,3}$';

function listedRule(id: string, family: NomenclatureFamily, brands: readonly string[], firstChars: string, lines: readonly Line[], maker: string): NomenclatureRule {
  return {
    id,
    family,
    brands,
    unambiguousWithoutBrand: false,
    firstChars,
    decode(model, brand): NomenclatureDecode | null {
      for (const line of lines) {
        const m = line.re.exec(model);
        if (m === null || !line.sizes.has(m[line.sizeGroup ?? 2] ?? '') || line.accept?.(m) === false) continue;
        return decodeOf(family, pickBrand(brands, brand), model, {
          type: 'geothermal heat pumps',
          series: line.series(m),
          fields: line.fields?.(m) ?? {},
          description: line.description(m),
          evidence: 'pattern',
          rule: `${maker} geothermal heat pump line as ENERGY STAR lists it: type`,
          source: line.source ?? ES_GEOTHERMAL_SOURCE,
        });
      }
      return null;
    },
  };
}

// WaterFurnace: 5 Series / Envision N + S single speed · D dual capacity · V (7 Series) + cabinet letter + size
// (NSV036, NDV038F1, NDZ049G1 indoor split, NSW / NDW / NEW / NHW water-to-water; NDS outdoor split: geothermal/waterfurnace.ts);
// 3 Series LDV / LDH; Synergy 3D SDV; Versatec Ultra USV / USH; GeoStar Aston 101A–106A / H / J / G,
// Magnolia Plus 121A / 122A, Sycamore 141A / 142A, GSW / GTW water-to-water.
const N_SIZES: Readonly<Record<string, ReadonlySet<string>>> = {
  S: sizes('012 015 018 022 024 025 030 036 040 042 048 050 060 070 075'),
  D: sizes('026 038 049 064 072 100 120'),
  V: sizes('033 036 042 048 050 060'),
};
const N_TIER: Readonly<Record<string, string>> = { S: 'single speed', D: 'dual capacity' };
const N_CABINET: Readonly<Record<string, string>> = { Z: ', indoor split', W: ', water-to-water' };
const waterFurnace = listedRule('waterfurnace.listed', 'waterfurnace', ['WaterFurnace', 'GeoStar'], 'NLSUG1', [
  {
    re: new RegExp(`^(N([SDV])([VHDZPW]))(\\d{3})${TAIL}`),
    sizeGroup: 4,
    sizes: new Set([...N_SIZES.S!, ...N_SIZES.D!, ...N_SIZES.V!]),
    accept: (m) => N_SIZES[m[2] ?? '']?.has(m[4] ?? '') === true,
    series: (m) => (m[2] === 'V' ? `7 Series ${m[1] ?? ''}` : `5 Series ${m[1] ?? ''}`),
    description: (m) => `geothermal heat pump${N_CABINET[m[3] ?? ''] ?? ''}`,
    fields: (m) => (N_TIER[m[2] ?? ''] === undefined ? {} : { efficiency_tier: N_TIER[m[2] ?? ''] }),
    source: `${ES_GEOTHERMAL_SOURCE}; ${WF_KEY_SOURCE}`,
  },
  { re: new RegExp(`^(N[EH]W)(\\d{3})${TAIL}`), sizes: sizes('040 050 066 084'), series: (m) => `5 Series ${m[1] ?? ''}`, description: () => 'geothermal heat pump, water-to-water' },
  { re: new RegExp(`^(LD[VH])(\\d{3})${TAIL}`), sizes: sizes('024 036 048 060 072'), series: (m) => `3 Series ${m[1] ?? ''}`, description: () => 'geothermal heat pump' },
  { re: new RegExp(`^(SD[VH])(\\d{3})${TAIL}`), sizes: sizes('038 049 064 072'), series: (m) => `Synergy 3D ${m[1] ?? ''}`, description: () => 'geothermal heat pump' },
  { re: new RegExp(`^(US[VH])(\\d{3})${TAIL}`), sizes: sizes('015 018 023 024 030 036 042 048 060'), series: (m) => `Versatec Ultra ${m[1] ?? ''}`, description: () => 'geothermal heat pump' },
  { re: new RegExp(`^(10[1-6][AHJGC])(\\d{3})${TAIL}`), sizes: sizes('012 018 022 025 026 030 036 038 040 042 048 049 050 060 064 066 070 072'), series: (m) => `Aston ${m[1] ?? ''}`, description: () => 'geothermal heat pump' },
  { re: new RegExp(`^(12[12]A)(\\d{3})${TAIL}`), sizes: sizes('024 036 048 060 072'), series: (m) => `Magnolia Plus ${m[1] ?? ''}`, description: () => 'geothermal heat pump' },
  { re: new RegExp(`^(14[12]A)(\\d{3})${TAIL}`), sizes: sizes('036 048 060'), series: (m) => `Sycamore ${m[1] ?? ''}`, description: () => 'geothermal heat pump' },
  { re: new RegExp(`^(G[ST]W)(\\d{3})${TAIL}`), sizes: sizes('018 025 040 050 060 100 120'), series: (m) => `GeoStar ${m[1] ?? ''}`, description: () => 'geothermal heat pump, water-to-water' },
], 'WaterFurnace');

// Enertech Global: badge letter G (GeoComfort) / H (Hydron Module) / T (TETCO) / R + two series letters + size
// (GZS015, HVS024, TST024A, GXT072B; BT, CT, HT, RT, ST, XT, YT, ZT, VT two-stage / BS, VS, ZS, WS single; WT, WV, WD, WS water-to-water).
const ENERTECH_SERIES = 'BS|BT|CT|HP|HT|RT|ST|VC|VS|VT|WD|WS|WT|WV|XT|YT|ZS|ZT';
const enertech = listedRule('enertech.listed', 'enertech', ['Enertech', 'GeoComfort', 'Hydron Module', 'TETCO'], 'GHTR', [
  {
    re: new RegExp(`^([GHTR](?:${ENERTECH_SERIES}))(\\d{3})${TAIL}`),
    sizes: sizes('006 009 012 015 017 018 024 028 030 036 040 041 042 048 054 060 066 072 084 092 120'),
    series: (m) => m[1] ?? '',
    description: () => 'geothermal heat pump',
  },
], 'Enertech');

// ClimateMaster beyond geothermal/climatemaster.ts: Tranquility 30 Digital TED / TEH / TEV, Tranquility 27 Split Digital TEP / TES
// (TEP049A), water-to-water TBW / TCW / TMW (036, 060, 120), Trilogy QE / VE + D/H/V + 0930 / 1860.
const climateMaster = listedRule('climatemaster.listed', 'climatemaster', ['ClimateMaster'], 'TQV', [
  { re: new RegExp(`^(TE[DHV])(\\d{3})${TAIL}`), sizes: sizes('026 038 049 064 072'), series: () => 'Tranquility 30 Digital', description: () => 'geothermal heat pump' },
  { re: new RegExp(`^(TE[PS])(\\d{3})${TAIL}`), sizes: sizes('026 038 049 064'), series: () => 'Tranquility 27 Split Digital', description: () => 'geothermal heat pump, split' },
  { re: new RegExp(`^(T[BCM]W)(\\d{3})${TAIL}`), sizes: sizes('036 060 120'), series: (m) => `Tranquility water-to-water ${m[1] ?? ''}`, description: () => 'geothermal heat pump, water-to-water' },
  { re: new RegExp(`^([QV]E[DHV])(0930|1860)${TAIL}`), sizes: sizes('0930 1860'), series: () => 'Trilogy', description: () => 'geothermal heat pump' },
], 'ClimateMaster');

// Carrier / Bryant (Florida Heat Pump-built) GB, GC, GP, GS, GT, GW, GZ + size (GZ036, GB042V, GT-PX is the product name).
const carrierGeo = listedRule('carrier.geothermal-listed', 'carrier', ['Carrier', 'Bryant', 'Payne'], 'G', [
  { re: new RegExp(`^(G[BCPSTWZ])(\\d{3})${TAIL}`), sizes: sizes('018 024 030 036 042 048 060 072 120'), series: (m) => m[1] ?? '', description: () => 'geothermal heat pump' },
], 'Carrier / Bryant');

// ICP (Heil, Tempstar, Comfortmaker, Arcoaire, KeepRite, Day & Night): HB, HP, HS, HW + size (HS036, HB024H/V).
const icpGeo = listedRule('icp.geothermal-listed', 'icp', ICP_BRANDS, 'H', [
  { re: new RegExp(`^(H[BPSW])(\\d{3})${TAIL}`), sizes: sizes('018 024 030 036 042 048 060 072'), series: (m) => m[1] ?? '', description: () => 'geothermal heat pump' },
], 'ICP');

// Trane / American Standard: T / A + 1 / 2 / V + G + line letter + size (T1GX036, A2GX049, TVGX048); the 1 / 2 / V is not
// explained by the list, so no staging is reported.
const traneGeo = listedRule('trane.geothermal-listed', 'trane', ['Trane', 'American Standard'], 'TA', [
  {
    re: new RegExp(`^([TA]([12V])G[CEHNWXY])(\\d{3})${TAIL}`),
    sizeGroup: 3,
    sizes: sizes('012 018 022 024 025 026 030 036 038 040 042 048 049 050 060 064 066 070 072 100 120'),
    series: (m) => m[1] ?? '',
    description: () => 'geothermal heat pump',
  },
], 'Trane / American Standard');

// York (WaterFurnace-built): YAFS / YAZS single speed, YAFT / YAST / YAZT / YACT dual capacity, YAFV variable, YAWE
// water-to-water, YLFT (YAFS036, YAFT049, YLFT060).
const yorkGeo = listedRule('york.geothermal-listed', 'york', ['York', 'Johnson Controls'], 'Y', [
  { re: new RegExp(`^(YA(?:FS|FT|FV|ST|WE|ZS|ZT|CT)|YLFT)(\\d{3})${TAIL}`), sizes: sizes('012 018 022 024 026 030 036 038 040 042 048 049 050 060 064 066 070 072'), series: (m) => m[1] ?? '', description: () => 'geothermal heat pump' },
], 'York');

// Rheem / Ruud (ClimateMaster-built) Prestige / Ultra RPV + D/H/V + B/C + size (RPVVB048).
const rheemGeo = listedRule('rheem.geothermal-listed', 'rheem', ['Rheem', 'Ruud'], 'R', [
  { re: new RegExp(`^(RPV[DHV][BC])(\\d{3})${TAIL}`), sizes: sizes('025 036 048 062 069'), series: (m) => m[1] ?? '', description: () => 'geothermal heat pump' },
], 'Rheem / Ruud');

export const GEOTHERMAL_LISTED_RULES: readonly NomenclatureRule[] = [waterFurnace, enertech, climateMaster, carrierGeo, icpGeo, traneGeo, yorkGeo, rheemGeo];
