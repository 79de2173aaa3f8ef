// LG ductless model-number nomenclature, RULES.md §9.3: 3-digit capacity in hundreds of Btu/h.
// Sources: RULES.md §13 S120, S121; Multi F / Multi F MAX indoor unit engineering manual (LG_MULTI_SOURCE).
import type { DecodedFields, EvidenceTag, NomenclatureRule } from '../types';
import { cite, decodeOf, pickBrand } from '../kit/rule-kit';

const BRANDS = ['LG'] as const;
// LS090HSV4, LA090HSV4 [src]; LSN/LSU, LAN/LAU (indoor/outdoor of those systems) [pattern]; Multi F
// indoor LMN (wall), LMAN (Art Cool), LMCN (cassette), LMDN (ducted), LMVN (air handler), LCN / LDN / LVN
// (single-zone cassette / duct / vertical), outdoor LMU (Multi F) and LUU (single-zone ducted); Art Cool Gallery
// LGN / LGU, high-static ducted LHN / LH, console LQN, low-static ducted LD.
const MODEL = /^(LSN|LSU|LS|LAN|LAU|LA|LMU|LMN|LMAN|LMCN|LMDN|LMVN|LCN|LDN|LVN|LUU|LCU|LGN|LGU|LHN|LH|LQN|LD)(\d{3})([A-Z])?/;
// Multi F outdoor units written with a 2-digit kBtu/h class: LMU18CHV, LMU24CHV, LMU36CHV.
const MULTI_OUTDOOR_2 = /^LMU(\d\d)([A-Z])/;
const CODES = new Set([90, 120, 150, 180, 240, 300, 360, 420, 480]);
const OUTDOOR_KBTUH = new Set([18, 24, 30, 36, 42, 48]);
/**
 * The 3-digit field read as a 2-digit kBtu/h class + a version digit (LH248HV "24,000 Btu/h", LH368HV "36,000 Btu/h";
 * LS091HSV3 / LS121HSV3 / LS181HSV3 in the 3/4-to-1½-ton line; LMU541HV the 54,000 Btu/h Multi F MAX outdoor unit).
 */
const CLASS_KBTUH = new Set([9, 12, 15, 18, 24, 30, 36, 42, 48, 54]);
/** Classes read only on Multi F / single-zone indoor heads (LMN079HVT = the 7,000 Btu/h class). */
const INDOOR_SMALL_KBTUH = new Set([5, 7]);
const PREFIX_EVIDENCE: Record<string, EvidenceTag> = { LS: 'src', LA: 'src', LSN: 'pattern', LSU: 'pattern', LAN: 'pattern', LAU: 'pattern' };
const LG_MULTI_SOURCE =
  'LG Multi F / Multi F MAX indoor unit engineering manual, 7,000 to 36,000 Btu/h (EM_MultiF_IDU): https://manualzz.com/doc/51075421/lg-lan090hsv5-engineering-manual';
const LG_VERSION_SOURCE =
  'LG single-zone ceiling-concealed ducted high static engineering manual, "LH248HV (24,000 Btu/h) LH368HV (36,000 Btu/h)": https://scribd.com/document/683462811/EM-SZ-Ducted · LG wall-mounted installation manual IM_WallMounted_All_11_15 (LS091HSV3, LS121HSV3, LS181HSV3 high efficiency; LS240HLV extended pipe): https://manuals.online/lg/air-conditioner/ls091hsv3/user-manual/1wmnj';

/** Prefixes read brandless. */
const ORIGINAL_PREFIXES: Record<string, true> = { LSN: true, LSU: true, LS: true, LAN: true, LAU: true, LA: true, LMU: true, LMN: true, LMAN: true, LMCN: true, LMDN: true, LMVN: true, LCN: true, LDN: true, LVN: true, LUU: true, LCU: true };

/** LVN / LMVN are LG's vertical-horizontal air handling units: air handlers, as the catalog's ENERGY STAR rows list them. */
const AIR_HANDLER_PREFIXES = new Set(['LVN', 'LMVN']);

function decoded(model: string, brand: string, series: string, fields: DecodedFields, evidence: EvidenceTag, source: string) {
  return decodeOf('lg', pickBrand(BRANDS, brand), model, {
    type: AIR_HANDLER_PREFIXES.has(series) ? 'air handlers' : 'mini-splits',
    series,
    fields,
    evidence,
    rule: '§9.3 LG ductless (LS090HSV4: 090 = 9,000 Btu/h; LH248HV: 24 = 24,000 Btu/h + version digit; Multi F LMN/LMU)',
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
    // Cut short after the capacity (LSN090, LMU240): only with the brand, and nothing may follow.
    if (m && m[3] === undefined && (brand === '' || m[0].length !== model.length)) return null;
    if (m) {
      const [, prefix = '', code = ''] = m;
      const n = Number(code);
      const known = PREFIX_EVIDENCE[prefix];
      if (CODES.has(n)) {
        const kbtuh = n / 10;
        return decoded(model, brand, prefix, { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: kbtuh / 12 }, known ?? 'pattern', known ? cite('S120', 'S121') : LG_MULTI_SOURCE);
      }
      // A class + a version digit (LSN243HLV, LUU249HV, LMU541HV; a 0 version digit is the grid reading above). The
      // prefixes added with it (LGN, LHN, LQN…) only with the brand: without it those shapes are not LG's alone.
      if (brand === '' && !(prefix in ORIGINAL_PREFIXES)) return null;
      const cls = Math.floor(n / 10);
      const indoorHead = prefix.startsWith('LM') ? prefix !== 'LMU' : prefix.endsWith('N');
      if (n % 10 !== 0 && (CLASS_KBTUH.has(cls) || (indoorHead && INDOOR_SMALL_KBTUH.has(cls)))) {
        return decoded(model, brand, prefix, { cooling_capacity_kbtuh: cls, cooling_capacity_tons: Math.round((cls / 12) * 100) / 100 }, 'pattern', LG_VERSION_SOURCE);
      }
      // Multi F and single-zone cassette / duct indoor codes off both readings: the type only.
      if (known === undefined && n >= 60 && n <= 360 && (prefix.startsWith('LM') || prefix === 'LCN' || prefix === 'LDN')) return decoded(model, brand, prefix, {}, 'pattern', LG_MULTI_SOURCE);
      return null;
    }
    const o = MULTI_OUTDOOR_2.exec(model);
    if (!o || !OUTDOOR_KBTUH.has(Number(o[1]))) return null;
    const kbtuh = Number(o[1]);
    return decoded(model, brand, 'LMU', { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: kbtuh / 12 }, 'pattern', LG_MULTI_SOURCE);
  },
};

// Multi V S outdoor ARUM + kBtu/h (ARUM036GSS5, ARUM048GSS5: the NRCan rows rate them 36,000 / 48,000 Btu/h).
// Multi V VRF. Indoor ARNU + capacity class (kBtu/h: 07 = 7,500 … 96 = 95,900 Btu/h) + optional generation
// digit + chassis letters + a digit (ARNU073SJR4, ARNU123NJA4, ARNU18GSCR4); NJ / NK chassis are LG's vertical
// air handlers. Outdoor ARUN (heat pump) / ARUB (heat recovery) + nominal kBtu/h (ARUN072BTE4 = 6 tons … 432 = 36 tons).
const MULTI_V_INDOOR = /^ARNU(\d{2})(\d?)([A-Z][A-Z0-9]{1,3})(\d)$/;
const MULTI_V_INDOOR_CLASSES = new Set([5, 7, 9, 12, 15, 18, 24, 28, 30, 36, 42, 48, 54, 76, 96]);
const MULTI_V_OUTDOOR = /^ARU([NBM])(\d{3})([A-Z]{2,3})(\d)$/;
const MULTI_V_SOURCE =
  'LG Multi V ducted indoor units installation manual IM_MultiV_Ducted_IDU_5_16 (model list, vertical air handler ARNU123NJA4…ARNU543NKA4): https://ro.scribd.com/document/400755333/IM-MultiV-Ducted-IDU-1-pdf · LG wall-mounted indoor unit engineering manual (ARNU053SJR4 … 5,500 to 35,500 Btu/h): https://manualmachine.com/lg/arnu073sjr4/23680504-engineering-manual · LG Multi V IV outdoor units installation manual (ARUN072BTE4 / ARUB072BTE4 … 6.0 to 36.0 tons): https://www.scribd.com/document/474450782/IM-MultiVIV-ODUs-2-pdf';

export const lgMultiV: NomenclatureRule = {
  id: 'lg.multi-v',
  family: 'lg',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'A',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 65 || model.charCodeAt(1) !== 82) return null; // AR
    const rule = '§9.3 LG Multi V VRF (ARNU indoor capacity class, ARUN/ARUB outdoor kBtu/h)';
    const indoor = MULTI_V_INDOOR.exec(model);
    if (indoor) {
      const [, cls = '', , chassis = ''] = indoor;
      const kbtuh = Number(cls);
      if (!MULTI_V_INDOOR_CLASSES.has(kbtuh)) return null;
      const airHandler = chassis.startsWith('NJ') || chassis.startsWith('NK');
      return decodeOf('lg', pickBrand(BRANDS, brand), model, {
        type: airHandler ? 'air handlers' : 'mini-splits',
        series: `ARNU-${chassis}`,
        description: airHandler ? 'Multi V vertical air handler' : 'Multi V VRF indoor unit',
        fields: { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: Math.round((kbtuh / 12) * 100) / 100 },
        evidence: 'pattern',
        rule,
        source: MULTI_V_SOURCE,
      });
    }
    const outdoor = MULTI_V_OUTDOOR.exec(model);
    if (!outdoor) return null;
    const [, kind = '', code = '', chassis = ''] = outdoor;
    const kbtuh = Number(code);
    if (kbtuh < 24 || kbtuh > 480) return null;
    return decodeOf('lg', pickBrand(BRANDS, brand), model, {
      type: 'mini-splits',
      series: `ARU${kind}-${chassis}`,
      description: kind === 'N' ? 'Multi V VRF heat pump outdoor unit' : kind === 'M' ? 'Multi V S heat pump outdoor unit' : 'Multi V VRF heat recovery outdoor unit',
      fields: { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: Math.round((kbtuh / 12) * 10) / 10 },
      evidence: 'pattern',
      rule,
      source: MULTI_V_SOURCE,
    });
  },
};

export const LG_RULES: readonly NomenclatureRule[] = [lgDuctless, lgMultiV];
