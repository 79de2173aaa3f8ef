// Daikin (Japanese-built) ductless model-number nomenclature, RULES.md §9.4. Goodman-built Daikin
// ducted equipment is §1.6 (the other engineer's families-core). Sources: RULES.md §13 S122, S123, S28.
import type { DecodedFields, EvidenceTag, NomenclatureRule } from './types';
import { cite, coolingFromKw10, decodeOf, pickBrand } from './more-kit';

const BRANDS = ['Daikin'] as const;
/** North-American classes, kBtu/h (FTXS09HVJU … FTXS24HVJU) [src]. */
const NA_KBTUH = new Set([9, 12, 15, 18, 24, 30, 36, 42, 48]);
/** India/EU kW×10 classes [src S28]. */
const KW10 = new Set([20, 25, 35, 50, 60, 71]);

const INDOOR = /^(FTXS|FTXG|FTX|FTKS|FTK|FVXS|FDMQ)(\d\d)([A-Z]{1,6})/;
const OUTDOOR = /^(RXS|RXG|RX|RKS|RK|[2-5]MXS|4MXL|RZQ)(\d\d)([A-Z]{1,6})/;
const PREFIX_EVIDENCE: Record<string, EvidenceTag> = { FTXS: 'src', FTXG: 'src', FTX: 'src', RXS: 'src', RXG: 'src', RX: 'src' };

/** A suffix ending in U (…VJU, …PVJU9) marks a North-American model, kBtu/h; otherwise a kW×10 class. */
function capacityOf(code: string, suffix: string): DecodedFields {
  const n = Number(code);
  if (suffix.endsWith('U')) return NA_KBTUH.has(n) ? { cooling_capacity_kbtuh: n, cooling_capacity_tons: n / 12 } : {};
  return KW10.has(n) ? coolingFromKw10(n) : {};
}

function makeRule(id: string, re: RegExp, unambiguous: boolean): NomenclatureRule {
  return {
    id,
    family: 'daikin_ductless',
    brands: BRANDS,
    unambiguousWithoutBrand: unambiguous,
    decode(model, brand) {
      const c0 = model.charCodeAt(0);
      if (c0 !== 70 && c0 !== 82 && (c0 < 50 || c0 > 53)) return null; // F, R, 2–5
      const m = re.exec(model);
      if (!m) return null;
      const [, prefix = '', code = '', suffix = ''] = m;
      const fields = capacityOf(code, suffix);
      if (fields.cooling_capacity_kbtuh === undefined) return null;
      return decodeOf('daikin_ductless', pickBrand(BRANDS, brand), model, {
        type: 'mini-splits',
        series: prefix,
        fields,
        evidence: PREFIX_EVIDENCE[prefix] ?? 'unconfirmed',
        rule: '§9.4 Daikin ductless (FTXS09HVJU / RX09FAVJU; kW classes 25–71 outside North America)',
        source: cite('S122', 'S123', 'S28'),
      });
    },
  };
}

export const daikinIndoor = makeRule('daikin.ductless-indoor', INDOOR, true);
export const daikinOutdoor = makeRule('daikin.ductless-outdoor', OUTDOOR, false);

export const DAIKIN_DUCTLESS_RULES: readonly NomenclatureRule[] = [daikinIndoor, daikinOutdoor];
