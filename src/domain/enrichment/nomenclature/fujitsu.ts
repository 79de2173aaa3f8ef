// Fujitsu (Halcyon) ductless model-number nomenclature, RULES.md §9.2. Sources: RULES.md §13 S115–S119.
import type { EvidenceTag, NomenclatureRule } from './types';
import { cite, decodeOf, pickBrand } from './more-kit';

const BRANDS = ['Fujitsu'] as const;
/** Capacity = 1–2 digits kBtu/h (§9.2). */
const KBTUH = new Set([9, 12, 15, 18, 24, 30, 36, 42, 48]);
// ASUH09LMAS, AOU24RLXFZ, ASU9RLS3Y: type · (H/G generation letter) · capacity · line letters.
const MODEL = /^(ASU|AOU|AUU|ACU|ADU|ARU|AGU)[HG]?(\d{1,2})([A-Z]{2,5})/;
const TYPE_EVIDENCE: Record<string, EvidenceTag> = { ASU: 'src', AOU: 'src', AUU: 'src', ACU: 'src', ADU: 'src', ARU: 'unconfirmed', AGU: 'unconfirmed' };

function makeRule(id: string, prefixes: readonly string[], unambiguous: boolean): NomenclatureRule {
  return {
    id,
    family: 'fujitsu',
    brands: BRANDS,
    unambiguousWithoutBrand: unambiguous,
    decode(model, brand) {
      if (model.charCodeAt(0) !== 65) return null; // A
      const m = MODEL.exec(model);
      if (!m) return null;
      const [, prefix = '', cap = '', line = ''] = m;
      const kbtuh = Number(cap);
      const evidence = TYPE_EVIDENCE[prefix];
      if (!prefixes.includes(prefix) || evidence === undefined || !KBTUH.has(kbtuh)) return null;
      return decodeOf('fujitsu', pickBrand(BRANDS, brand), model, {
        type: 'mini-splits',
        series: `${prefix}-${line}`,
        fields: { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: kbtuh / 12 },
        evidence,
        rule: '§9.2 Fujitsu ductless (ASUH09LMAS, AOU24RLXFZ, ASU9RLS3Y)',
        source: cite('S115', 'S116', 'S117', 'S118', 'S119'),
      });
    },
  };
}

/** Wall indoor and outdoor units: the ASU/AOU shape is Fujitsu's alone. */
export const fujitsuWallOutdoor = makeRule('fujitsu.wall-outdoor', ['ASU', 'AOU'], true);
export const fujitsuOtherIndoor = makeRule('fujitsu.other-indoor', ['AUU', 'ACU', 'ADU', 'ARU', 'AGU'], false);

export const FUJITSU_RULES: readonly NomenclatureRule[] = [fujitsuWallOutdoor, fujitsuOtherIndoor];
