// Weil-McLain (RULES.md §11.2) and Burnham (§11.3) boilers. Section counts have no decoded field
// and stay unread; condensing model numbers ≈ max input MBH (unconfirmed).
// Sources: RULES.md §13 S140–S145.
import type { NomenclatureFamily, NomenclatureRule } from '../types';
import { cite, decodeOf, pickBrand } from '../kit/rule-kit';

const WM_BRANDS = ['Weil-McLain'] as const;
const BURNHAM_BRANDS = ['Burnham'] as const;

// CGa-4, CGs-5, CGi-4E, EG-40, PEG-55, SGO-4, WGO-5: cast-iron series · sections.
// The Gold line writes its name first (GOLD CGi-4E, S141).
const WM_CAST_IRON = /^(?:GOLD)?(CGA|CGS|CGI|CGT|EG|PEG|SGO|WGO)-?(\d{1,2})(?![0-9])/;
// Ultra-80/105/155/230/310, WM97+ 70/110/155, WMB-155C: number ≈ max input MBH.
const WM_CONDENSING = /^(ULTRA|WM97\+?|WMB)-?(\d{2,3})(?![0-9])/;
const WM_CONDENSING_SERIES: Record<string, string> = { ULTRA: 'Ultra', WMB: 'Aqua Balance WMB' };

const WM_SOURCE = cite('S140', 'S141', 'S142');

export const weilMcLain: NomenclatureRule = {
  id: 'weil-mclain.boiler',
  family: 'weil_mclain',
  brands: WM_BRANDS,
  unambiguousWithoutBrand: false,
  decode(model, brand) {
    const c0 = model.charCodeAt(0);
    if (c0 !== 67 && c0 !== 69 && c0 !== 80 && c0 !== 83 && c0 !== 87 && c0 !== 85 && c0 !== 71) return null; // C, E, P, S, W, U, G
    const lead = pickBrand(WM_BRANDS, brand);
    const source = WM_SOURCE;
    const cast = WM_CAST_IRON.exec(model);
    if (cast) {
      return decodeOf('weil_mclain', lead, model, {
        type: 'boilers',
        series: cast[1] ?? '',
        fields: {},
        evidence: 'src',
        rule: '§11.2 Weil-McLain cast-iron boilers (CGa, CGs, EG, SGO, WGO …), sections not read',
        source,
      });
    }
    const cond = WM_CONDENSING.exec(model);
    if (!cond) return null;
    const mbh = Number(cond[2]);
    if (mbh < 50 || mbh > 400) return null;
    return decodeOf('weil_mclain', lead, model, {
      type: 'boilers',
      series: WM_CONDENSING_SERIES[cond[1] ?? ''] ?? 'WM97+',
      fields: { heating_input_kbtuh: mbh },
      evidence: 'unconfirmed',
      rule: '§11.2 Weil-McLain condensing boilers (Ultra-155, WM97+ 110, WMB-155C)',
      source,
    });
  },
};

// Series 2 (202–210), ESC3–9, PVG3–8, 2PV: trailing digit(s) = sections (not read).
const BURNHAM_SECTIONAL = /^(2(?:0[2-9]|10)|ESC[3-9]|PVG[3-8]|2PV)(?![0-9])/;
// Alpine ALP080 … ALP399: number ≈ input MBH.
const ALPINE = /^ALP(\d{3})(?![0-9])/;

const BURNHAM_SOURCE = cite('S143', 'S144', 'S145');

export const burnham: NomenclatureRule = {
  id: 'burnham.boiler',
  family: 'burnham',
  brands: BURNHAM_BRANDS,
  unambiguousWithoutBrand: false,
  decode(model, brand) {
    const c0 = model.charCodeAt(0);
    if (c0 !== 65 && c0 !== 50 && c0 !== 69 && c0 !== 80) return null; // A, 2, E, P
    const lead = pickBrand(BURNHAM_BRANDS, brand);
    const source = BURNHAM_SOURCE;
    const alp = ALPINE.exec(model);
    if (alp) {
      const mbh = Number(alp[1]);
      if (mbh < 50 || mbh > 900) return null;
      return decodeOf('burnham', lead, model, {
        type: 'boilers',
        series: 'Alpine ALP',
        fields: { heating_input_kbtuh: mbh },
        evidence: 'unconfirmed',
        rule: '§11.3 Burnham Alpine condensing boilers (ALP080 … ALP399)',
        source,
      });
    }
    const sect = BURNHAM_SECTIONAL.exec(model);
    if (!sect) return null;
    const name = sect[1] ?? '';
    const series = name.startsWith('ESC') ? 'ESC' : name.startsWith('PVG') ? 'PVG' : name === '2PV' ? '2PV' : 'Series 2';
    return decodeOf('burnham', lead, model, {
      type: 'boilers',
      series,
      fields: {},
      evidence: 'src',
      rule: '§11.3 Burnham sectional boilers (Series 2, ESC, PVG, 2PV), sections not read',
      source,
    });
  },
};

/** The ENERGY STAR Certified Boilers list, shipped as shared/data/catalog/raw (model, brand, type = boilers). */
export const ES_BOILERS_SOURCE = 'ENERGY STAR Certified Boilers list (model numbers by brand), shipped as shared/data/catalog/raw: https://www.energystar.gov/productfinder/product/certified-boilers/results';

/**
 * A rule typing a maker's boiler lines as boilers from their series letters (no input: the listed numbers are
 * sizes, sections or inputs depending on the line, and no key in reach says which). `lines` captures the series.
 */
export function listedBoilerRule(id: string, family: NomenclatureFamily, brands: readonly string[], lines: RegExp, firstChars: string, example: string): NomenclatureRule {
  return {
    id,
    family,
    brands,
    unambiguousWithoutBrand: false,
    firstChars,
    decode(model, brand) {
      const m = lines.exec(model);
      if (!m) return null;
      return decodeOf(family, pickBrand(brands, brand), model, {
        type: 'boilers',
        series: m[1] ?? '',
        fields: {},
        evidence: 'pattern',
        rule: `${brands[0] ?? ''} boiler lines as ENERGY STAR lists them (${example}): type`,
        source: ES_BOILERS_SOURCE,
      });
    },
  };
}

// Weil-McLain Aqua Balance AB-, ECO / ECO Tec, Evergreen EVG, GV90+, SVF, Ultra Oil UO, WTGO; section/size number after.
export const weilMcLainListed = listedBoilerRule('weil-mclain.listed', 'weil_mclain', WM_BRANDS, /^(AB|ECOTEC|ECO|EVG|GV90\+?|SVF|UO|WTGO)-?\d/, 'AEGSUW', 'ECO TEC 110, EVG 155, GV90+4');
// Burnham Alpine ALTAC/ASPN, K2 / K2FT / K2WT, MPO-IQ, EMP, X-C, ES2 (the V7 / V8 / V8H / V9 cast-iron lines: boilers/more-lines.ts).
export const burnhamListed = listedBoilerRule('burnham.listed', 'burnham', BURNHAM_BRANDS, /^(ALTAC|ASPNC?|EMP|K2(?:FTC?|WTC?)?|MPO-?IQ|X-?C|ES2)-?\d/, 'AEKMX', 'K2WT-080B, ASPN-085, MPO-IQ84');

export const BOILER_RULES: readonly NomenclatureRule[] = [weilMcLain, burnham, weilMcLainListed, burnhamListed];
