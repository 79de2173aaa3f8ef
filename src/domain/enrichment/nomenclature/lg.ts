// LG ductless model-number nomenclature, RULES.md §9.3: 3-digit capacity in hundreds of Btu/h.
// Sources: RULES.md §13 S120, S121; Multi F / Multi F MAX indoor unit engineering manual (LG_MULTI_SOURCE).
import type { DecodedFields, EvidenceTag, NomenclatureRule } from './types';
import { cite, decodeOf, pickBrand } from './more-kit';

const BRANDS = ['LG'] as const;
// LS090HSV4, LA090HSV4 [src]; LSN/LSU, LAN/LAU (indoor/outdoor of those systems) [pattern]; Multi F
// indoor LMN (wall), LMAN (Art Cool), LMCN (cassette), LMDN (ducted), LMVN (air handler), LCN / LDN / LVN
// (single-zone cassette / duct / vertical), outdoor LMU (Multi F) and LUU (single-zone ducted).
const MODEL = /^(LSN|LSU|LS|LAN|LAU|LA|LMU|LMN|LMAN|LMCN|LMDN|LMVN|LCN|LDN|LVN|LUU|LCU)(\d{3})([A-Z])/;
// Multi F outdoor units written with a 2-digit kBtu/h class: LMU18CHV, LMU24CHV, LMU36CHV.
const MULTI_OUTDOOR_2 = /^LMU(\d\d)([A-Z])/;
const CODES = new Set([90, 120, 150, 180, 240, 300, 360, 420, 480]);
const OUTDOOR_KBTUH = new Set([18, 24, 30, 36, 42, 48]);
const PREFIX_EVIDENCE: Record<string, EvidenceTag> = { LS: 'src', LA: 'src', LSN: 'pattern', LSU: 'pattern', LAN: 'pattern', LAU: 'pattern' };
const LG_MULTI_SOURCE =
  'LG Multi F / Multi F MAX indoor unit engineering manual, 7,000 to 36,000 Btu/h (EM_MultiF_IDU): https://manualzz.com/doc/51075421/lg-lan090hsv5-engineering-manual';

/** LVN / LMVN are LG's vertical-horizontal air handling units: air handlers, as the catalog's ENERGY STAR rows list them. */
const AIR_HANDLER_PREFIXES = new Set(['LVN', 'LMVN']);

function decoded(model: string, brand: string, series: string, fields: DecodedFields, evidence: EvidenceTag, source: string) {
  return decodeOf('lg', pickBrand(BRANDS, brand), model, {
    type: AIR_HANDLER_PREFIXES.has(series) ? 'air handlers' : 'mini-splits',
    series,
    fields,
    evidence,
    rule: '§9.3 LG ductless (LS090HSV4: 090 = 9,000 Btu/h; Multi F LMN/LMU)',
    source,
  });
}

export const lgDuctless: NomenclatureRule = {
  id: 'lg.ductless',
  family: 'lg',
  brands: BRANDS,
  unambiguousWithoutBrand: true,
  firstChars: 'L',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 76) return null; // L
    const m = MODEL.exec(model);
    if (m) {
      const [, prefix = '', code = ''] = m;
      const n = Number(code);
      const known = PREFIX_EVIDENCE[prefix];
      if (CODES.has(n)) {
        const kbtuh = n / 10;
        return decoded(model, brand, prefix, { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: kbtuh / 12 }, known ?? 'pattern', known ? cite('S120', 'S121') : LG_MULTI_SOURCE);
      }
      // Multi F indoor sizes off the grid (LMN079…: the 7,000 Btu/h class): the type only, the printed code is not a nominal size.
      if (known === undefined && prefix.startsWith('LM') && n >= 60 && n <= 360) return decoded(model, brand, prefix, {}, 'pattern', LG_MULTI_SOURCE);
      return null;
    }
    const o = MULTI_OUTDOOR_2.exec(model);
    if (!o || !OUTDOOR_KBTUH.has(Number(o[1]))) return null;
    const kbtuh = Number(o[1]);
    return decoded(model, brand, 'LMU', { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: kbtuh / 12 }, 'pattern', LG_MULTI_SOURCE);
  },
};

export const LG_RULES: readonly NomenclatureRule[] = [lgDuctless];
