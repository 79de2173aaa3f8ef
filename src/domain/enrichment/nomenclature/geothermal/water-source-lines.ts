// Geothermal and water-source heat pump lines with no rule before (issue 18, geo21). README-extra.md, "Geothermal and
// water-source lines (geo21)". Brand required for every rule here.
// - WaterFurnace 3 Series 300A11 (submittal SD2300AL, "Model Nomenclature"): L 3 Series water-to-air · D dual capacity ·
//   V vertical / H horizontal · unit capacity (MBTUH) 024 036 048 060 072 · vintage · voltage 1 = 208-230/60/1 · hot
//   water generation · blower · IntelliStart / air coil … The key names the three digits a capacity in MBtu/h, so the
//   capacity is read here (geothermal/energy-star-lines.ts reads the LD line as a type only, and runs after this file).
// - Trane water-source (Axiom EXH / EXV high efficiency, DXH / DXV two-stage, EXW water-to-water: type, cabinet,
//   staging from the catalog titles; sizes as the titles' ranges print them), GEC console (WSHP-PRC004-EN model number description: digits 1–3 GEC = General Efficiency
//   Console, digit 4 development sequence, digits 5–7 nominal size (MBH) 006 / 009 / 012 / 015) — capacity read; GEH /
//   GEV Axiom horizontal / vertical (WSHP-PRC017-EN "Water Source Heat Pump Axiom Horizontal/Vertical—GEH/GEV ½–5 Tons")
//   — type and cabinet only (the GEH/GEV page of the key was not read: no capacity).
// - Florida Heat Pump (Bosch) lines written without the "-1" revision block that water-heaters/bosch-greentherm.ts requires (EP036, LV024, SM048):
//   EP, LV, SV, ES (two-stage) and SL with the size ranges of their catalogs / manual titles ("EP Model 007 – 070", "LV
//   Model 007-070", "SV007 Thru SV070", "ES MODEL 025-071", "SL … 6 to 10 Ton" = 072-120); SM, CE, BP and TW
//   (water-to-water) with the sizes the ENERGY STAR geothermal list prints for them. Type (and ES staging) only.
// - Enertech-built badges the ENERGY STAR geothermal list files under other names: GeoSystems GeoSource RGS-V / RGT-V
//   (water-to-air) and RGS-W (water-to-water), ECONAR Cold Climate REC-V, TerraStar (Roth) RXT / RCT / RRT (water-to-air)
//   and RWT (water-to-water); and the short GeoComfort GS / GT / GTC and Hydron H + size rows. Type only: the 3-digit
//   number is a unit size the list does not explain (as in geothermal/energy-star-lines.ts).
import { ES_GEOTHERMAL_SOURCE } from './energy-star-lines';
import { decodeOf, pickBrand } from '../kit/rule-kit';
import type { DecodedFields, NomenclatureDecode, NomenclatureFamily, NomenclatureRule } from '../types';

const WF_3_SERIES_SOURCE =
  'WaterFurnace 300A11 geothermal heat pump 2-6 ton (dual capacity) submittal data SD2300AL 03/18, model nomenclature (L = 3 Series water-to-air, D = dual-capacity, V / H cabinet, unit capacity (MBTUH) 024-072, voltage 1 = 208-230/60/1): https://pdfslide.us/documents/sd2300al-300a11-geothermal-heat-pump-2-6-ton-dual-capacity-submittal-data-english.html';
const TRANE_GEC_SOURCE =
  'Trane console water-source heat pump catalog WSHP-PRC004-EN, model number description (GEC = General Efficiency Console, digits 5-7 nominal size MBH: 006 = 6.0 MBH … 015 = 15.0 MBH): https://www.easymanua.ls/trane/geca/manual?p=4';
const TRANE_GEH_SOURCE =
  'Trane product catalog WSHP-PRC017-EN, Water Source Heat Pump Axiom Horizontal/Vertical GEH/GEV ½-5 Tons 60 Hz: https://dokumen.tips/documents/water-source-heat-pump-axiom-horizontalvertical-gehgev-5-en-2015-10.html';
const FHP_SV_SOURCE =
  'Bosch "Model SV - i Series Geothermal Heat Pump SV007 Thru SV070" installation, operation and maintenance manual 8 733 914 818 (2013/8): https://studylib.net/doc/18741135/model-sv---i-series-geothermal-heat-pump-sv007-thru-sv070';
const FHP_ES_SOURCE =
  'Bosch "ES Model Water Source 2 to 6 ton" commercial sales catalog ("The ES Model features a two-stage scroll"; "ES MODEL 025-071"): https://docslib.org/doc/10056273/es-model-water-source-heat-pump-2-to-6-ton';
const FHP_SL_SOURCE =
  'Bosch "iseries Model SL Water Source Heat Pump 6 to 10 Ton": https://homedocbox.com/amp/102615625-Appliances/Iseries-model-sl-water-source-heat-pump-6-to-10-ton.html';
const TRANE_EX_SOURCE =
  'Trane product catalog WSHP-PRC018F-EN, Water Source Heat Pump Axiom Horizontal/Vertical EXHF/EXVF ½ - 6 Tons 60 Hz, High Efficiency: https://studylib.net/doc/18040240/water-source-heat-pump-axiom-horizontal-vertical---exhf';
const TRANE_DX_SOURCE =
  'Trane IOM WSHP-SVX014A-EN, Water Source Heat Pump Axiom Horizontal/Vertical (Two-Stage) DXH/DXV 2 to 6 Tons, Model Numbers DXHF 024-070, DXVF 024-070: https://vdocuments.us/installation-operation-and-only-qualified-personnel-should-install-and-service.html';
const TRANE_EXW_SOURCE =
  'Trane product catalog WSHP-PRC022F-EN, Water Source Heat Pump Axiom Water-to-Water EXW 5 to 20 Tons 60 Hz: https://www.scribd.com/document/551348945/WSHP-PRC022F-EN-03202020';
const FHP_SOURCE =
  'FHP (Bosch) EP Model Water Source Heat Pump ½ to 6 Ton commercial sales catalog ("EP MODEL 007 – 070"): https://vdocuments.mx/ep-model-water-source-heat-pump-mill-pond-ge-2014-02-28-ep-model-water-source.html · Bosch LV Model Water Source Heat Pump 1/2 to 6 ton catalog 03.2016 ("LV MODEL 007-070"): https://scribd.com/document/564402360/LV-Catalog-03-2016-US';

function geo(family: NomenclatureFamily, brands: readonly string[], brand: string, model: string, series: string, fields: DecodedFields, description: string, evidence: 'src' | 'pattern', rule: string, source: string): NomenclatureDecode {
  return decodeOf(family, pickBrand(brands, brand), model, { type: 'geothermal heat pumps', series, fields, description, evidence, rule, source });
}

const CABINET: Readonly<Record<string, string>> = { V: 'vertical', H: 'horizontal' };

// ---- WaterFurnace 3 Series: LD · V/H · size · (vintage · voltage · the rest as printed) ----
const WF_BRANDS = ['WaterFurnace', 'GeoStar'] as const;
const WF_3 = /^LD([VH])(024|036|048|060|072)(?:([A-Z0-9*])([0-9*])?[A-Z0-9*]{0,10})?$/;

const waterFurnace3Series: NomenclatureRule = {
  id: 'waterfurnace.3-series-geo21',
  family: 'waterfurnace',
  brands: WF_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'L',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(1) !== 68 /* D */) return null;
    const m = WF_3.exec(model);
    if (m === null) return null;
    const [, cabinet = '', size = '', , voltage] = m;
    // Only voltage 1 is in the key: another digit in the voltage place is not this nomenclature.
    if (voltage !== undefined && voltage !== '1' && voltage !== '*') return null;
    const kbtuh = Number(size);
    const fields: DecodedFields = { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: kbtuh / 12, efficiency_tier: `dual capacity, ${CABINET[cabinet]!}` };
    if (voltage === '1') Object.assign(fields, { voltage_v: 230, phase: 1 });
    return geo('waterfurnace', WF_BRANDS, brand, model, `3 Series LD${cabinet}`, fields, 'geothermal heat pump, water-to-air', 'src', 'WaterFurnace 3 Series 300A11 (SD2300AL key): dual capacity, cabinet, unit capacity MBtu/h, voltage', WF_3_SERIES_SOURCE);
  },
};

// ---- Trane / American Standard water-source GEC / GEH / GEV, Axiom EXH / EXV / DXH / DXV / EXW ----
const TRANE_BRANDS = ['Trane', 'American Standard'] as const;
const TRANE_GE = /^GE([CHV])([A-Z])(\d{3})(?:[-]?[A-Z0-9]{1,20})?$/;
const GEC_SIZES = new Set(['006', '009', '012', '015']);
// ½ to 5 tons: the §0.2 grid codes 006 … 060 (kBtu/h) the title's range spans.
const GEH_SIZES = new Set(['006', '009', '012', '015', '018', '024', '030', '036', '042', '048', '060']);

// Axiom EXH / EXV (WSHP-PRC018F-EN "EXHF/EXVF ½ - 6 Tons, High Efficiency"): the grid codes 006 … 060 and 070 (6 tons
// as the DXHF / DXVF list prints it). DXH / DXV two-stage (WSHP-SVX014A-EN "Model Numbers DXHF 024-070, DXVF 024-070").
// EXW water-to-water (WSHP-PRC022F-EN "Axiom Water-to-Water — EXW 5 to 20 Tons"): sizes 060 … 240.
const TRANE_AXIOM = /^(EX[HVW]|DX[HV])([A-Z])?(\d{3})(?:[-]?[A-Z0-9]{1,20})?$/;
const EX_SIZES = new Set([...GEH_SIZES, '070']);
const DX_SIZES = new Set(['024', '030', '036', '042', '048', '060', '070']);

const traneWaterSource: NomenclatureRule = {
  id: 'trane.water-source-ge-geo21',
  family: 'trane',
  brands: TRANE_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'GED',
  decode(model, brand) {
    if (brand === '') return null;
    const c1 = model.charCodeAt(1);
    if (c1 === 88 /* X */) return decodeAxiomEx(model, brand);
    if (c1 !== 69 /* E */ || model.charCodeAt(0) !== 71 /* G */) return null;
    const m = TRANE_GE.exec(model);
    if (m === null) return null;
    const [, config = '', , size = ''] = m;
    if (config === 'C') {
      if (!GEC_SIZES.has(size)) return null;
      const kbtuh = Number(size);
      return geo('trane', TRANE_BRANDS, brand, model, 'GEC', { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: kbtuh / 12 }, 'water-source heat pump, console', 'src', 'Trane GEC console water-source heat pump (WSHP-PRC004-EN key): nominal size MBH', TRANE_GEC_SOURCE);
    }
    if (!GEH_SIZES.has(size)) return null;
    return geo('trane', TRANE_BRANDS, brand, model, `Axiom GE${config}`, { efficiency_tier: CABINET[config]! }, `water-source heat pump, ${CABINET[config]!}`, 'pattern', 'Trane Axiom GEH / GEV water-source heat pump (WSHP-PRC017-EN): type, cabinet', TRANE_GEH_SOURCE);
  },
};

function decodeAxiomEx(model: string, brand: string): NomenclatureDecode | null {
  const m = TRANE_AXIOM.exec(model);
  if (m === null) return null;
  const [, line = '', letter, size = ''] = m;
  if (line === 'EXW') {
    const n = Number(size);
    if (n < 60 || n > 240) return null;
    return geo('trane', TRANE_BRANDS, brand, model, 'Axiom EXW', {}, 'water-source heat pump, water-to-water', 'pattern', 'Trane Axiom EXW water-to-water heat pump (WSHP-PRC022F-EN): type', TRANE_EXW_SOURCE);
  }
  // EXH / EXV and DXH / DXV carry the development letter (EXHF, DXVF).
  if (letter === undefined) return null;
  const cabinet = CABINET[line[2]!]!;
  if (line.startsWith('DX')) {
    if (!DX_SIZES.has(size)) return null;
    return geo('trane', TRANE_BRANDS, brand, model, `Axiom ${line}`, { efficiency_tier: `two-stage, ${cabinet}` }, `water-source heat pump, two-stage, ${cabinet}`, 'pattern', 'Trane Axiom DXH / DXV two-stage water-source heat pump (WSHP-SVX014A-EN): type, staging, cabinet', TRANE_DX_SOURCE);
  }
  if (!EX_SIZES.has(size)) return null;
  return geo('trane', TRANE_BRANDS, brand, model, `Axiom ${line}`, { efficiency_tier: cabinet }, `water-source heat pump, high efficiency, ${cabinet}`, 'pattern', 'Trane Axiom EXH / EXV high-efficiency water-source heat pump (WSHP-PRC018F-EN): type, cabinet', TRANE_EX_SOURCE);
}

// ---- FHP / Bosch lines without the revision block ----
const FHP_BRANDS = ['Bosch'] as const;
const FHP_LINE = /^(EP|LV|SV|ES|SL|SM|CE|BP|TW)(\d{3})$/;
const sizeSet = (s: string): ReadonlySet<string> => new Set(s.split(' '));
interface FhpLine { sizes: (size: string) => boolean; description: string; source: string; fields?: DecodedFields }
const between = (min: number, max: number) => (size: string): boolean => Number(size) >= min && Number(size) <= max;
const inCatalogRange = between(7, 70);
// SM, CE, BP, TW: the sizes the ENERGY STAR geothermal list prints for each (SM 024-070, CE 025-071, BP 007-070, TW 025-122).
const listedSizes = (list: string) => { const set = sizeSet(list); return (size: string): boolean => set.has(size); };
const FHP_LINES: Readonly<Record<string, FhpLine>> = {
  EP: { sizes: inCatalogRange, description: 'FHP EP model water-source heat pump', source: FHP_SOURCE },
  LV: { sizes: inCatalogRange, description: 'FHP LV model water-source heat pump', source: FHP_SOURCE },
  SV: { sizes: inCatalogRange, description: 'Bosch i Series SV geothermal heat pump', source: FHP_SV_SOURCE },
  ES: { sizes: between(25, 71), description: 'Bosch ES model water-source heat pump, two-stage', source: FHP_ES_SOURCE, fields: { efficiency_tier: 'two-stage' } },
  SL: { sizes: between(72, 120), description: 'Bosch i Series SL water-source heat pump', source: FHP_SL_SOURCE },
  SM: { sizes: listedSizes('024 036 048 060 070'), description: 'Bosch Greensource SM geothermal heat pump', source: ES_GEOTHERMAL_SOURCE },
  CE: { sizes: listedSizes('025 035 049 061 071'), description: 'Bosch CE geothermal heat pump', source: ES_GEOTHERMAL_SOURCE },
  BP: { sizes: listedSizes('007 009 012 015 018 024 030 036 042 048 060 070'), description: 'Bosch BP water-source heat pump', source: ES_GEOTHERMAL_SOURCE },
  TW: { sizes: listedSizes('025 035 049 061 071 122'), description: 'Bosch TW geothermal heat pump, water-to-water', source: ES_GEOTHERMAL_SOURCE },
};

const fhpLines: NomenclatureRule = {
  id: 'bosch.fhp-lines-geo21',
  family: 'bosch',
  brands: FHP_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'ELSCBT',
  decode(model, brand) {
    if (brand === '' || model.length !== 5) return null;
    const m = FHP_LINE.exec(model);
    if (m === null) return null;
    const [, code = '', size = ''] = m;
    const line = FHP_LINES[code];
    if (line === undefined || !line.sizes(size)) return null;
    // The series as water-heaters/bosch-greentherm.ts names it for the same line written with its revision block (SM036-1VT-C → SM).
    return geo('bosch', FHP_BRANDS, brand, model, code, { ...line.fields }, line.description, 'pattern', 'Florida Heat Pump / Bosch line · unit size, written without the revision block (type only)', line.source);
  },
};

// ---- Enertech-built badges as the ENERGY STAR list files them ----
interface Line { re: RegExp; sizes: ReadonlySet<string>; series: (m: RegExpExecArray) => string; water: (m: RegExpExecArray) => boolean }
const sizes = (s: string): ReadonlySet<string> => new Set(s.split(' '));
const TAIL = '(?:[A-Z]{1,2})?$';

function listed(id: string, brands: readonly string[], firstChars: string, lines: readonly Line[], maker: string): NomenclatureRule {
  return {
    id,
    family: 'enertech',
    brands,
    unambiguousWithoutBrand: false,
    firstChars,
    decode(model, brand) {
      if (brand === '') return null;
      for (const line of lines) {
        const m = line.re.exec(model);
        if (m === null || !line.sizes.has(m[2] ?? '')) continue;
        const water = line.water(m);
        return geo('enertech', brands, brand, model, line.series(m), {}, water ? 'geothermal heat pump, water-to-water' : 'geothermal heat pump, water-to-air', 'pattern', `${maker} geothermal heat pump line as ENERGY STAR lists it: type`, ES_GEOTHERMAL_SOURCE);
      }
      return null;
    },
  };
}

const geoSystems = listed('geosystems.listed-geo21', ['GeoSystems'], 'R', [
  { re: new RegExp(`^(RGS-?V)(\\d{3})${TAIL}`), sizes: sizes('024 036 048 060'), series: () => 'GeoSource RGS-V', water: () => false },
  { re: new RegExp(`^(RGT-?V)(\\d{3})${TAIL}`), sizes: sizes('024 036 048 060 072'), series: () => 'GeoSource RGT-V', water: () => false },
  { re: new RegExp(`^(RGS-?W)(\\d{3})${TAIL}`), sizes: sizes('036 048 060 072 084 120'), series: () => 'GeoSource RGS-W', water: () => true },
], 'GeoSystems');
const econar = listed('econar.listed-geo21', ['Econar'], 'R', [
  { re: new RegExp(`^(REC-?V)(\\d{3})${TAIL}`), sizes: sizes('048 060'), series: () => 'Cold Climate REC-V', water: () => false },
], 'ECONAR');
const terraStar = listed('terrastar.listed-geo21', ['TerraStar', 'Roth'], 'R', [
  { re: new RegExp(`^(R[XCRW]T)(\\d{3})${TAIL}`), sizes: sizes('024 036 048 060 072'), series: (m) => m[1] ?? '', water: (m) => m[1] === 'RWT' },
], 'TerraStar');
const enertechShort = listed('enertech.short-listed-geo21', ['GeoComfort', 'Hydron Module', 'Enertech'], 'GH', [
  { re: new RegExp(`^(G[ST]C?)(\\d{3})$`), sizes: sizes('018 024 036 048 060'), series: (m) => m[1] ?? '', water: () => false },
  { re: new RegExp(`^(H)(\\d{3})C?$`), sizes: sizes('018 026 038 050 062'), series: () => 'H', water: () => false },
], 'GeoComfort / Hydron Module');

export const WATER_SOURCE_LINE_RULES: readonly NomenclatureRule[] = [waterFurnace3Series, traneWaterSource, fhpLines, geoSystems, econar, terraStar, enertechShort];
