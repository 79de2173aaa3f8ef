// Fujitsu (Halcyon) ductless model-number nomenclature, RULES.md §9.2. Sources: RULES.md §13 S115–S119.
import type { EvidenceTag, NomenclatureRule } from '../types';
import { cite, decodeOf, pickBrand } from '../kit/rule-kit';

const BRANDS = ['Fujitsu'] as const;
/** Capacity = 1–2 digits kBtu/h (§9.2). */
const KBTUH = new Set([9, 12, 15, 18, 24, 30, 36, 42, 48]);
const LARGE_OUTDOOR_KBTUH = new Set([45, 60]);
// ASUH09LMAS, AOU24RLXFZ, ASU9RLS3Y: type · (H/G generation letter) · capacity · line letters.
const MODEL = /^(ASU|AOU|AUU|ACU|ADU|ARU|AGU)[HG]?(\d{1,2})([A-Z]{0,5})/;
const TYPE_EVIDENCE: Record<string, EvidenceTag> = { ASU: 'src', AOU: 'src', AUU: 'src', ACU: 'src', ADU: 'src', ARU: 'unconfirmed', AGU: 'unconfirmed' };

function makeRule(id: string, prefixes: readonly string[], unambiguous: boolean): NomenclatureRule {
  return {
    id,
    family: 'fujitsu',
    brands: BRANDS,
    unambiguousWithoutBrand: unambiguous,
    firstChars: 'A',
    decode(model, brand) {
      if (model.charCodeAt(0) !== 65) return null; // A
      const m = MODEL.exec(model);
      if (!m) return null;
      const [, prefix = '', cap = '', line = ''] = m;
      // Cut short after the capacity (ASU12, AOU24R): only with the brand, and nothing may follow.
      if (line.length < 2 && (brand === '' || m[0].length !== model.length)) return null;
      const kbtuh = Number(cap);
      // The large multi-zone outdoor units AOU45RLXFZ / AOU60RLAVM (NRCan rows: 45,000 / 60,000 Btu/h) read the same field.
      const large = prefix === 'AOU' && LARGE_OUTDOOR_KBTUH.has(kbtuh);
      const evidence = large ? 'pattern' : TYPE_EVIDENCE[prefix];
      if (!prefixes.includes(prefix) || evidence === undefined || (!KBTUH.has(kbtuh) && !large)) return null;
      return decodeOf('fujitsu', pickBrand(BRANDS, brand), model, {
        type: 'mini-splits',
        series: `${prefix}-${line}`,
        fields: { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: kbtuh / 12 },
        evidence,
        rule: '§9.2 Fujitsu ductless (ASUH09LMAS, AOU24RLXFZ, ASU9RLS3Y)',
        source: large ? `${cite('S115', 'S116', 'S117', 'S118', 'S119')}; NRCan rows AOU45RLXFZ 45,000 and AOU60RLAVM 60,000 Btu/h` : cite('S115', 'S116', 'S117', 'S118', 'S119'),
      });
    },
  };
}

/** Wall indoor and outdoor units: the ASU/AOU shape is Fujitsu's alone. */
export const fujitsuWallOutdoor = makeRule('fujitsu.wall-outdoor', ['ASU', 'AOU'], true);
export const fujitsuOtherIndoor = makeRule('fujitsu.other-indoor', ['AUU', 'ACU', 'ADU', 'ARU', 'AGU'], false);

// Export / European models (ASYG07KGTA … ASYG14KGTA indoor, AOYG07KGCA … AOYG14KGCA outdoor; ASYG18/24KMTA):
// A · unit S wall / O outdoor / R duct / U cassette / B ceiling / G floor · Y, T or H (model range) · G ·
// capacity class 07…54 (kBtu/h nominal, as in the North-American ASU/AOU models) · line and market letters.
const EXPORT = /^A([SORUBG])([YTH])G(\d\d)([A-Z]{2,6})/;
const EXPORT_KBTUH = new Set([7, 9, 12, 14, 18, 22, 24, 30, 34, 36, 45, 54]);
const EXPORT_UNIT: Record<string, string> = { S: 'wall-mounted indoor unit', O: 'outdoor unit', R: 'ducted indoor unit', U: 'cassette indoor unit', B: 'floor/ceiling indoor unit', G: 'floor indoor unit' };
const EXPORT_SOURCE =
  'Fujitsu General, Wall mounted type Design & Technical Manual ASYG07/09/12/14KGTA, AOYG07/09/12/14KGCA (2017): https://manualmachine.com/fujitsu/aoyg14kgca/22902962-design--technical-manual';

export const fujitsuExport: NomenclatureRule = {
  id: 'fujitsu.export',
  family: 'fujitsu',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'A',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 65) return null; // A
    const m = EXPORT.exec(model);
    if (!m) return null;
    const [, unit = '', range = '', cap = '', line = ''] = m;
    const kbtuh = Number(cap);
    if (!EXPORT_KBTUH.has(kbtuh)) return null;
    return decodeOf('fujitsu', pickBrand(BRANDS, brand), model, {
      type: 'mini-splits',
      series: `A${unit}${range}G-${line.slice(0, 2)}`,
      fields: { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: Math.round((kbtuh / 12) * 100) / 100 },
      description: `ductless ${EXPORT_UNIT[unit] ?? 'unit'}`,
      // The source prints the models and their kW ratings, not the key: the class reading is inferred.
      evidence: 'pattern',
      rule: '§9.2 Fujitsu export ductless (ASYG09KGTA, AOYG12KGCA: class = nominal kBtu/h)',
      source: EXPORT_SOURCE,
    });
  },
};


// The system as Fujitsu names it without the unit prefix ("12RLS3H", "9RLS3Y", "18RLFCD", "12LZAS1"): the capacity and
// line letters of the ASU/AOU pair (§9.2: ASU9-15RLS3Y names the 9 / 12 / 15 systems of one line), with the brand only.
const SYSTEM = /^(\d{1,2})((?:R[LG]|L[A-Z])[A-Z]{0,3})(\d?[A-Z]{0,2}\d?)$/;

export const fujitsuSystemName: NomenclatureRule = {
  id: 'fujitsu.system-name',
  family: 'fujitsu',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: '0123456789',
  decode(model, brand) {
    if (brand === '') return null;
    const m = SYSTEM.exec(model);
    if (!m) return null;
    const [, cap = '', line = ''] = m;
    const kbtuh = Number(cap);
    if (!KBTUH.has(kbtuh)) return null;
    return decodeOf('fujitsu', pickBrand(BRANDS, brand), model, {
      type: 'mini-splits',
      series: line,
      fields: { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: kbtuh / 12 },
      description: 'ductless system (indoor and outdoor pair)',
      // The capacity field of the ASU/AOU key, read where the system is written without the unit prefix.
      evidence: 'pattern',
      rule: '§9.2 Fujitsu ductless system name: capacity kBtu/h · line letters (ASU9-15RLS3Y → 9RLS3Y, 12RLS3Y, 15RLS3Y)',
      source: cite('S115', 'S116', 'S117', 'S118', 'S119'),
    });
  },
};

export const FUJITSU_RULES: readonly NomenclatureRule[] = [fujitsuWallOutdoor, fujitsuOtherIndoor, fujitsuExport, fujitsuSystemName];
