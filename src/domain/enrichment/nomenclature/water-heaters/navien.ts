// Navien nomenclature, RULES.md §10.4: NPE / NPN tankless, NCB combi and NHB heat-only boilers.
// NPE numbers are size classes, not kBtu/h. Sources: RULES.md §13 S130–S132.
import type { DecodedFields, EvidenceTag, NomenclatureRule } from '../types';
import { cite, decodeOf, pickBrand } from '../kit/rule-kit';

const BRANDS = ['Navien'] as const;
const MODEL = /^(NPE|NPN|NCB|NHB)-?(\d{3})([A-Z]\d?)?(?![0-9])/;
const TIER: Record<string, string> = { NPE: 'condensing', NPN: 'non-condensing', NCB: 'combi', NHB: 'heat-only' };

export const navien: NomenclatureRule = {
  id: 'navien',
  family: 'navien',
  brands: BRANDS,
  unambiguousWithoutBrand: true,
  firstCharsChecked: 'N',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 78) return null; // N
    const m = MODEL.exec(model);
    if (!m) return null;
    const [, line = '', size = '', suffix = ''] = m;
    const n = Number(size);
    if (n < 50 || n > 300) return null;
    const fields: DecodedFields = { efficiency_tier: suffix.startsWith('A') ? `${TIER[line] ?? ''}, recirculation (A)` : TIER[line] };
    let evidence: EvidenceTag = 'src';
    // NPE-240A: max input 199,900 Btu/h [src]; other NPE classes are not stated. NHB-150 = 150,000 Btu/h [src];
    // other NHB sizes read the same way [pattern].
    if (line === 'NPE' && size === '240') fields.heating_input_kbtuh = 199.9;
    if (line === 'NHB') {
      fields.heating_input_kbtuh = n;
      if (size !== '150') evidence = 'pattern';
    }
    return decodeOf('navien', pickBrand(BRANDS, brand), model, {
      type: line === 'NCB' || line === 'NHB' ? 'boilers' : 'tankless water heaters',
      series: line,
      fields,
      evidence,
      rule: '§10.4 Navien NPE/NPN tankless, NCB/NHB boilers (NPE-240A, NHB-150)',
      source: cite('S130', 'S131', 'S132'),
    });
  },
};

export const NAVIEN_RULES: readonly NomenclatureRule[] = [navien];
