// LG ductless model-number nomenclature, RULES.md §9.3: 3-digit capacity in hundreds of Btu/h.
// Sources: RULES.md §13 S120, S121.
import type { EvidenceTag, NomenclatureRule } from './types';
import { cite, decodeOf, pickBrand } from './more-kit';

const BRANDS = ['LG'] as const;
// LS090HSV4, LA090HSV4 [src]; LSN/LSU, LAN/LAU (indoor/outdoor of those systems) [pattern]; LMU Multi F.
const MODEL = /^(LSN|LSU|LS|LAN|LAU|LA|LMU)(\d{3})([A-Z])/;
const CODES = new Set([90, 120, 150, 180, 240, 300, 360]);
const PREFIX_EVIDENCE: Record<string, EvidenceTag> = { LS: 'src', LA: 'src', LSN: 'pattern', LSU: 'pattern', LAN: 'pattern', LAU: 'pattern', LMU: 'unconfirmed' };

export const lgDuctless: NomenclatureRule = {
  id: 'lg.ductless',
  family: 'lg',
  brands: BRANDS,
  unambiguousWithoutBrand: true,
  decode(model, brand) {
    if (model.charCodeAt(0) !== 76) return null; // L
    const m = MODEL.exec(model);
    if (!m) return null;
    const [, prefix = '', code = ''] = m;
    const evidence = PREFIX_EVIDENCE[prefix];
    if (!CODES.has(Number(code)) || evidence === undefined) return null;
    const kbtuh = Number(code) / 10;
    return decodeOf('lg', pickBrand(BRANDS, brand), model, {
      type: 'mini-splits',
      series: prefix,
      fields: { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: kbtuh / 12 },
      evidence,
      rule: '§9.3 LG ductless (LS090HSV4: 090 = 9,000 Btu/h)',
      source: cite('S120', 'S121'),
    });
  },
};

export const LG_RULES: readonly NomenclatureRule[] = [lgDuctless];
