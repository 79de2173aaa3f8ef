// Haier ductless (not in RULES.md). Haier's printed model-name explanation (AS25XCAHRA): A indoor unit · S wall-
// mounted · 25 nominal cooling capacity (9000 Btu/h) · platform · version · H indoor · R DC inverter · A power
// supply; outdoor units 1U (single split) / 2U–5U (multi) · class (1U68WEGFRA: 24000 Btu/h). North-American
// models print kBtu/h (AW09ES2VHA / 1U09ES2VHA); the older HSU- wall splits too (HSU-09HC03/R2(DB)).
import type { DecodedFields, EvidenceTag, NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';

const BRANDS = ['Haier'] as const;

const SOURCE =
  'Haier AS25XCAHRA model-name explanation https://manual-hub.com/manuals/haier-as25xcahra-01-pdf-manual/; Haier 1U68WEGFRA-C service manual 1.1 model name explanation https://www.manualslib.com/manual/3078761/Haier-1u68wegfra-C.html; Haier ductless service manual AW09–24ES2VHA / 1U09–24ES2VHA https://dokumen.tips/documents/ductless-split-air-conditioner-haier-appliances-pcb2modulepcbfor09-12k-pcb3modulepcbfor18-24k.html; HSU-09/12/18/22HC03 service manual https://www.scribd.com/document/82911243';

/** European classes → nominal kBtu/h: 25 and 68 printed (9000 / 24000 Btu/h); the others follow the same kW×10 classes. */
const EU_CLASS_KBTUH: Record<string, [number, EvidenceTag]> = {
  '20': [7, 'pattern'], '25': [9, 'src'], '26': [9, 'pattern'], '35': [12, 'pattern'], '42': [15, 'pattern'], '50': [18, 'pattern'], '68': [24, 'src'], '71': [24, 'pattern'],
};
// 15 and 36: the NRCan rows rate 1U15AP2VHA + AW15ES2VHB at 15,000 and 4U36EH2VH at 34,000 Btu/h (issue 18, id18f).
const NA_KBTUH = new Set(['09', '12', '15', '18', '22', '24', '36']);
const NA_SUFFIX = /2VH[A-Z]?$/;

const INDOOR = /^A([SDBCFWM])(\d\d)([A-Z0-9]{5,9})(?:-[A-Z0-9]{1,2})?$/;
// USYM (compact ducted, as the rows file USYM09UCDSA) / USYF heads, North-American classes (USYM18UCDSA + 1U18EH2VHE 18,000).
const USY = /^USY([MF])(\d\d)[A-Z]{4,5}$/;
const OUTDOOR = /^([1-5])U(\d\d)([A-Z0-9]{5,9})(?:-[A-Z0-9]{1,2})?$/;
const HSU = /^HSU-?(\d\d)[A-Z]{2,4}\d{0,2}[A-Z0-9/()-]*$/;

const KIND: Record<string, string> = { S: 'wall-mounted indoor unit', W: 'wall-mounted indoor unit', D: 'ducted indoor unit', B: 'cassette indoor unit', C: 'console indoor unit', F: 'floor indoor unit', M: 'compact ducted indoor unit' };

function capacity(code: string): [DecodedFields, EvidenceTag] | null {
  if (NA_KBTUH.has(code)) { const k = Number(code); return [{ cooling_capacity_kbtuh: k, cooling_capacity_tons: Math.round((k / 12) * 100) / 100 }, 'pattern']; }
  const eu = EU_CLASS_KBTUH[code];
  if (eu === undefined) return null;
  return [{ cooling_capacity_kbtuh: eu[0], cooling_capacity_tons: Math.round((eu[0] / 12) * 100) / 100 }, eu[1]];
}

export const haierDuctless: NomenclatureRule = {
  id: 'haier.ductless',
  family: 'haier',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'A12345HU',
  decode(model, brand) {
    const c0 = model.charCodeAt(0);
    let series: string;
    let code: string;
    let description: string;
    if (c0 === 65) {
      const m = INDOOR.exec(model);
      if (!m) return null;
      series = `A${m[1]}`;
      code = m[2] ?? '';
      description = `ductless ${KIND[m[1] ?? ''] ?? 'indoor unit'}`;
    } else if (c0 === 85) {
      const m = USY.exec(model);
      if (!m || !NA_KBTUH.has(m[2] ?? '')) return null;
      series = `USY${m[1]}`;
      code = m[2] ?? '';
      description = m[1] === 'M' ? 'ductless compact ducted indoor unit' : 'ductless indoor unit';
    } else if (c0 === 72) {
      const m = HSU.exec(model);
      if (!m) return null;
      series = 'HSU';
      code = m[1] ?? '';
      description = 'ductless wall-mounted split';
      if (!NA_KBTUH.has(code)) return null;
    } else {
      const m = OUTDOOR.exec(model);
      if (!m) return null;
      series = `${m[1]}U`;
      code = m[2] ?? '';
      description = m[1] === '1' ? 'ductless outdoor unit' : `ductless multi-zone outdoor unit (${m[1]} zones)`;
    }
    const cap = capacity(code);
    if (cap === null) return null;
    // North-American models (…2VH + letter, as every model in the North-American service manual) print kBtu/h: a code
    // that is only a European kW×10 class (2U20EH2VHA: NRCan rates 18,100 Btu/h, not 7,000) leaves the capacity absent.
    if (NA_SUFFIX.test(model) && !NA_KBTUH.has(code)) cap[0] = {};
    return decodeOf('haier', pickBrand(BRANDS, brand), model, {
      type: 'mini-splits',
      series,
      fields: cap[0],
      description,
      evidence: cap[1],
      rule: 'Haier ductless (not in RULES.md): A + unit letter / n U · nominal cooling class · platform · version',
      source: SOURCE,
    });
  },
};

export const HAIER_RULES: readonly NomenclatureRule[] = [haierDuctless];
